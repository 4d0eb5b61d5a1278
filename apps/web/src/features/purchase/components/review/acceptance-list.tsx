import { FileText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { Checkbox } from '../../../../ui/checkbox';
import { openModal } from '../../../../ui/modals/modal-bus';
import type { Acceptances } from '../../model/build-booking';

type AcceptanceListProps = {
  value: Acceptances;
  onChange: (value: Acceptances) => void;
  isIpidOpened: boolean;
  onOpenIpid: () => void;
};

/**
 * Spec 5: terms, precontractual information and privacy accepted, and the
 * purchase invoice confirmed. The precontractual box unlocks once the IPID
 * has been opened (the customer cannot accept what they have not been shown).
 */
export function AcceptanceList({ value, onChange, isIpidOpened, onOpenIpid }: AcceptanceListProps) {
  const { t } = useTranslation();
  const ipidHintId = useId();
  const set = (key: keyof Acceptances) => (checked: boolean) => onChange({ ...value, [key]: checked });
  const linkClass = 'font-semibold text-brand-strong underline underline-offset-2 hover:text-brand';
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-lg font-bold text-ink">{t('purchase.review.acceptTitle')}</legend>
      <div className="flex flex-col gap-3 rounded-2xl bg-page p-4 ring-1 ring-line">
        <p className="text-sm text-muted">{t('purchase.review.ipidLead')}</p>
        <Button variant="secondary" className="w-fit" onClick={onOpenIpid}>
          <FileText className="size-5" aria-hidden="true" />
          {t('purchase.review.openIpid')}
        </Button>
        {isIpidOpened ? (
          <p className="text-sm font-semibold text-success">{t('purchase.review.ipidOpened')}</p>
        ) : null}
      </div>
      <Checkbox
        checked={value.precontractual}
        onCheckedChange={set('precontractual')}
        disabled={!isIpidOpened}
        describedBy={isIpidOpened ? undefined : ipidHintId}
        label={t('purchase.review.acceptPrecontractual')}
      />
      {isIpidOpened ? null : (
        <p id={ipidHintId} className="-mt-2 pl-9 text-sm text-muted">
          {t('purchase.review.ipidFirst')}
        </p>
      )}
      <Checkbox
        checked={value.terms}
        onCheckedChange={set('terms')}
        label={
          <>
            {t('purchase.review.acceptTermsBefore')}{' '}
            <button type="button" className={linkClass} onClick={() => openModal('terms')}>
              {t('purchase.review.termsLink')}
            </button>
          </>
        }
      />
      <Checkbox
        checked={value.privacy}
        onCheckedChange={set('privacy')}
        label={
          <>
            {t('purchase.review.acceptPrivacyBefore')}{' '}
            <button type="button" className={linkClass} onClick={() => openModal('privacy')}>
              {t('purchase.review.privacyLink')}
            </button>
          </>
        }
      />
      <Checkbox
        checked={value.has_invoice}
        onCheckedChange={set('has_invoice')}
        label={t('purchase.review.hasInvoice')}
      />
    </fieldset>
  );
}
