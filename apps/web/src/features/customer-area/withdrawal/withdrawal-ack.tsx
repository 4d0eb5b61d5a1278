import type { CancelPolicyResult } from '@amparo/contract';
import { formatEuro } from '@amparo/domain';
import { CircleCheck, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../navigation/paths';
import { Button } from '../../../ui/button';
import { formatDate, formatDateTime } from '../../../ui/format';

/** The acknowledgement on screen (the mail is the durable copy): when, what ends and what goes back. */
export function WithdrawalAck({ result }: { result: CancelPolicyResult }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The confirm button sat lower on the page: bring the acknowledgement into view and announce it.
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
    headingRef.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="desistimiento-hecho"
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-8"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-success-soft text-success">
        <CircleCheck className="size-6" aria-hidden="true" />
      </span>
      <h1
        id="desistimiento-hecho"
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 outline-none text-2xl font-extrabold text-ink sm:text-3xl"
      >
        {t('withdrawal.doneTitle')}
      </h1>
      <div role="status" className="mt-4 flex flex-col gap-3 text-base leading-7 text-ink">
        <p className="font-semibold">
          {t('withdrawal.doneWhen', { dateTime: formatDateTime(result.cancelled_at) })}
        </p>
        <p>
          {t('withdrawal.donePolicy', { number: result.number, date: formatDate(result.effective_date) })}
        </p>
        <p>
          {result.refund_cents > 0
            ? t('withdrawal.doneRefund', { amount: formatEuro(result.refund_cents) })
            : t('withdrawal.doneNoRefund')}
        </p>
        <p className="flex items-center gap-2 text-muted">
          <Mail className="size-5 shrink-0 text-brand" aria-hidden="true" />
          {t('withdrawal.doneMail')}
        </p>
      </div>
      <Button asChild variant="secondary" className="mt-6">
        <Link to={PATHS.customerArea}>{t('withdrawal.doneBack')}</Link>
      </Button>
    </section>
  );
}
