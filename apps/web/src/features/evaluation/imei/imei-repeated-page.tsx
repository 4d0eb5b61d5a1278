import { Phone, RotateCw, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../navigation/paths';
import { Button } from '../../../ui/button';
import { CallYouCard } from '../../../ui/call-you-card';
import { Card } from '../../../ui/card';
import { openModal } from '../../../ui/modals/modal-bus';
import { StatusList } from '../../../ui/status-page';

/** 409 IMEI_REPEATED: the IMEI is insured on another active policy; check it, or let us call. */
export function ImeiRepeatedPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <Card as="section" className="flex flex-col gap-5" aria-labelledby="imei-repeated-title">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-warning-soft text-warning">
          <ShieldAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 id="imei-repeated-title" className="text-2xl font-extrabold text-ink sm:text-3xl">
          {t('evaluationCheck.imeiRepeated.title')}
        </h1>
        <p className="text-base leading-7 text-muted">{t('evaluationCheck.imeiRepeated.lead')}</p>
        <StatusList
          title={t('evaluationCheck.imeiRepeated.listTitle')}
          items={t('evaluationCheck.imeiRepeated.list', { returnObjects: true })}
        />
        <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row">
          <Button onClick={() => openModal('contact', { reason: 'imei-repeated' })}>
            <Phone className="size-4" aria-hidden="true" />
            {t('evaluationCheck.imeiRepeated.contact')}
          </Button>
          <Button asChild variant="secondary">
            <Link to={PATHS.evaluation}>
              <RotateCw className="size-4" aria-hidden="true" />
              {t('evaluationCheck.imeiRepeated.retry')}
            </Link>
          </Button>
        </div>
      </Card>
      <CallYouCard reason="imei-repeated" />
    </div>
  );
}
