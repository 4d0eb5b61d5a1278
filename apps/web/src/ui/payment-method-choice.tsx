import { CreditCard, Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from './choice-group';

export type PaymentMethodOption = 'card' | 'direct_debit';

type PaymentMethodChoiceProps = {
  value: PaymentMethodOption | null;
  onValueChange: (method: PaymentMethodOption) => void;
  isInvalid?: boolean;
  describedBy?: string | undefined;
};

/** Card or direct debit as two cards (purchase flow and the customer area's payment change). */
export function PaymentMethodChoice({
  value,
  onValueChange,
  isInvalid,
  describedBy,
}: PaymentMethodChoiceProps) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup<PaymentMethodOption>
      label={t('purchase.payment.methodLabel')}
      value={value}
      onValueChange={onValueChange}
      isInvalid={isInvalid}
      describedBy={describedBy}
      className="sm:grid-cols-2"
      options={[
        {
          value: 'card',
          content: (
            <MethodOption
              icon={<CreditCard className="size-6" aria-hidden="true" />}
              title={t('purchase.payment.card')}
              body={t('purchase.payment.cardBody')}
            />
          ),
        },
        {
          value: 'direct_debit',
          content: (
            <MethodOption
              icon={<Landmark className="size-6" aria-hidden="true" />}
              title={t('purchase.payment.debit')}
              body={t('purchase.payment.debitBody')}
            />
          ),
        },
      ]}
    />
  );
}

function MethodOption({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <span className="flex items-start gap-3">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
        {icon}
      </span>
      <span className="flex flex-col gap-1">
        <span className="text-base font-bold text-ink">{title}</span>
        <span className="text-sm text-muted">{body}</span>
      </span>
    </span>
  );
}
