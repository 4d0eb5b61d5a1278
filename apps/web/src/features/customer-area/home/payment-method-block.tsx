import type { CustomerPolicy } from '@amparo/contract';
import { CreditCard, Landmark, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import type { PaymentMethodChange } from '../customer-api';
import { PaymentMethodDialog } from './payment-method-dialog';

/**
 * 'Forma de pago' of one policy. The home does not say which method is in
 * use, so it is named only once the customer has changed it in this visit.
 */
export function PaymentMethodBlock({ policy }: { policy: CustomerPolicy }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [chosen, setChosen] = useState<PaymentMethodChange | null>(null);
  const Icon = chosen?.payment_method === 'card' ? CreditCard : chosen ? Landmark : Wallet;
  const description =
    chosen === null
      ? t('customer.paymentMethod.unknown')
      : chosen.payment_method === 'card'
        ? t('customer.paymentMethod.card')
        : t('customer.paymentMethod.debit', { last4: chosen.iban?.slice(-4) ?? '' });
  return (
    <section className="flex flex-col gap-4 rounded-2xl bg-page p-4 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between lg:col-span-2">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h4 className="text-sm font-bold text-muted uppercase">{t('customer.paymentMethod.title')}</h4>
          <p className="mt-1 text-base text-ink" aria-live="polite">
            {description}
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:self-center"
        aria-label={t('customer.paymentMethod.changeAria', { number: policy.number })}
        onClick={() => setIsOpen(true)}
      >
        {t('customer.paymentMethod.change')}
      </Button>
      {isOpen ? (
        <PaymentMethodDialog
          policyId={policy.id}
          policyNumber={policy.number}
          current={chosen?.payment_method ?? null}
          onClose={() => setIsOpen(false)}
          onChanged={setChosen}
        />
      ) : null}
    </section>
  );
}
