import { formatIban } from '@amparo/domain';
import { CreditCard, Landmark } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { ChoiceGroup } from '../../../ui/choice-group';
import { Field, Input } from '../../../ui/field';
import { usePurchaseFlow, useStepErrors } from '../hooks/purchase-flow';
import type { PaymentMethodChoice } from '../model/purchase-draft';
import { type FieldErrors, validatePaymentStep } from '../model/validate-steps';
import { fullName } from './holder-step';
import { StepActions } from './step-actions';

/** Step d: card (spec 3 default) or direct debit with an IBAN and the SEPA mandate. */
export function PaymentStep() {
  const { t } = useTranslation();
  const { draft, setDraft, complete } = usePurchaseFlow();
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const errors = useStepErrors(localErrors);
  const mandateId = useId();
  const isDebit = draft.paymentMethod === 'direct_debit';

  function onContinue() {
    const result = validatePaymentStep(draft);
    if (!result.ok) {
      setLocalErrors(result.errors);
      return;
    }
    complete('payment', draft);
  }

  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-ink">{t('purchase.payment.methodLabel')}</legend>
        <ChoiceGroup<PaymentMethodChoice>
          label={t('purchase.payment.methodLabel')}
          value={draft.paymentMethod}
          onValueChange={(paymentMethod) => {
            setLocalErrors({});
            setDraft((d) => ({ ...d, paymentMethod }));
          }}
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
      </fieldset>

      {isDebit ? (
        <div className="flex flex-col gap-5 rounded-2xl bg-page p-4 ring-1 ring-line sm:p-5">
          {errors.iban && !draft.iban.trim() ? <Alert>{errors.iban}</Alert> : null}
          <Field
            label={t('purchase.payment.iban')}
            hint={t('purchase.payment.ibanHint')}
            error={draft.iban.trim() ? errors.iban : undefined}
          >
            {(aria) => (
              <Input
                {...aria}
                value={draft.iban}
                inputMode="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="ES00 0000 0000 0000 0000 0000"
                className="font-mono tracking-wide"
                onChange={(e) => {
                  setLocalErrors({});
                  // Groups of four as it is typed, the way it is printed on bank papers.
                  setDraft((d) => ({ ...d, iban: formatIban(e.target.value) }));
                }}
              />
            )}
          </Field>
          <Field label={t('purchase.payment.accountHolder')} error={errors.account_holder}>
            {(aria) => (
              <Input
                {...aria}
                value={draft.accountHolder}
                autoComplete="name"
                placeholder={fullName(draft.holder)}
                onChange={(e) => setDraft((d) => ({ ...d, accountHolder: e.target.value }))}
              />
            )}
          </Field>
          <section
            aria-labelledby={mandateId}
            className="rounded-xl bg-white p-4 text-sm leading-6 text-muted ring-1 ring-line"
          >
            <h2 id={mandateId} className="text-base font-bold text-ink">
              {t('purchase.payment.mandateTitle')}
            </h2>
            <p className="mt-2">{t('purchase.payment.mandate')}</p>
            <p className="mt-2">{t('purchase.payment.mandateRights')}</p>
          </section>
        </div>
      ) : (
        <Alert tone="info">{t('purchase.payment.cardNote')}</Alert>
      )}
      <StepActions onContinue={onContinue} />
    </div>
  );
}

function MethodOption({ icon, title, body }: { icon: React.ReactNode; title: string; body: string }) {
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
