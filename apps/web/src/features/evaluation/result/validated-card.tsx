import type { EvaluationStatusView } from '@amparo/contract';
import { CircleCheck, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPathOf } from '../../../navigation/notification-targets';
import { PATHS } from '../../../navigation/paths';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';

/** Spec 4 Validated: pay now (payment_link), or, with the partner's card, no payment: the contract comes next. */
export function ValidatedCard({ status }: { status: EvaluationStatusView }) {
  const { t } = useTranslation();
  const link = status.partner_card ? null : status.payment_link;
  const path = link ? appPathOf(link) : null;
  const lead = status.partner_card
    ? t('evaluationCheck.validated.cardLead')
    : link
      ? t('evaluationCheck.validated.payLead')
      : t('evaluationCheck.validated.nextLead');
  return (
    <Card as="section" className="flex flex-col gap-5" aria-labelledby="validated-title">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-success-soft text-success">
        <CircleCheck className="size-7" aria-hidden="true" />
      </span>
      <h1 id="validated-title" className="text-2xl font-extrabold text-ink sm:text-3xl">
        {t('evaluationCheck.validated.title')}
      </h1>
      <p className="text-base leading-7 text-muted">{lead}</p>
      <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row">
        {link ? (
          <Button asChild>
            {path ? (
              <Link to={path}>
                <CreditCard className="size-4" aria-hidden="true" />
                {t('evaluationCheck.validated.pay')}
              </Link>
            ) : (
              <a href={link}>
                <CreditCard className="size-4" aria-hidden="true" />
                {t('evaluationCheck.validated.pay')}
              </a>
            )}
          </Button>
        ) : (
          <Button asChild variant="secondary">
            <Link to={PATHS.customerArea}>{t('evaluationCheck.validated.goHome')}</Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
