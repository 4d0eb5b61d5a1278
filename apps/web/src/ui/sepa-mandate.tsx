import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The SEPA direct-debit mandate the customer accepts with a bank account. */
export function SepaMandate({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl bg-white p-4 text-sm leading-6 text-muted ring-1 ring-line"
    >
      <Heading id={titleId} className="text-base font-bold text-ink">
        {t('purchase.payment.mandateTitle')}
      </Heading>
      <p className="mt-2">{t('purchase.payment.mandate')}</p>
      <p className="mt-2">{t('purchase.payment.mandateRights')}</p>
    </section>
  );
}
