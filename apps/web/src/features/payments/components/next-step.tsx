import { ArrowRight, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { followNotificationTarget, toNotificationTarget } from '../../../navigation/notification-targets';
import { Button } from '../../../ui/button';
import { isPolicyActive } from '../model/payment-return';
import type { ReceiptToPay } from '../model/receipt-to-pay';

/**
 * After paying: the policy's own next notice (check the phone, sign the contract) when the
 * customer is logged in; otherwise what comes next by mail: the contract to sign once the
 * policy is active, or the phone check that still holds it.
 */
export function NextStep({ receipt }: { receipt: Pick<ReceiptToPay, 'nextStep' | 'policyStatus'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notice = receipt.nextStep;
  const target = notice ? toNotificationTarget(notice.link) : null;
  return (
    <section aria-labelledby="siguiente-paso" className="rounded-2xl p-5 ring-1 ring-line">
      <h2 id="siguiente-paso" className="text-sm font-bold text-muted uppercase">
        {t('payments.next.title')}
      </h2>
      {notice ? (
        <>
          <p className="mt-2 text-lg font-bold text-ink">{notice.title}</p>
          <p className="mt-1 text-base text-muted">{notice.caption}</p>
          {target && notice.btnText ? (
            <Button
              className="mt-4"
              onClick={() => followNotificationTarget(target, (path) => void navigate(path))}
            >
              {notice.btnText}
              <ArrowRight className="size-5" aria-hidden="true" />
            </Button>
          ) : null}
        </>
      ) : (
        <p className="mt-2 flex items-start gap-2 text-base text-ink">
          <Mail className="mt-1 size-4 shrink-0 text-brand" aria-hidden="true" />
          {isPolicyActive(receipt) ? t('payments.next.sign') : t('payments.next.phoneCheck')}
        </p>
      )}
    </section>
  );
}
