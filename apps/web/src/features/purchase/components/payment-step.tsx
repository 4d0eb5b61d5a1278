import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Field, Input } from '../../../ui/field';
import { IbanInput } from '../../../ui/iban-input';
import { PaymentMethodChoice } from '../../../ui/payment-method-choice';
import { SepaMandate } from '../../../ui/sepa-mandate';
import { usePurchaseFlow } from '../hooks/purchase-flow';
import { useStepForm } from '../hooks/use-step-form';
import { PaymentStepSchema, paymentStepValues } from '../model/step-schemas';
import { fullName } from './holder-step';
import { StepActions } from './step-actions';

/** Step d: card (spec 3 default) or direct debit with an IBAN and the SEPA mandate. */
export function PaymentStep() {
  const { t } = useTranslation();
  const { draft, setDraft, complete } = usePurchaseFlow();
  const form = useStepForm(PaymentStepSchema, paymentStepValues(draft));
  const { errors } = form;
  const isDebit = draft.paymentMethod === 'direct_debit';
  const onContinue = form.handleSubmit(() => complete('payment', draft));

  return (
    <form noValidate onSubmit={onContinue} className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-ink">{t('purchase.payment.methodLabel')}</legend>
        <PaymentMethodChoice
          value={draft.paymentMethod}
          onValueChange={(paymentMethod) => setDraft((d) => ({ ...d, paymentMethod }))}
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
              <IbanInput
                {...aria}
                value={draft.iban}
                onValueChange={(iban) => setDraft((d) => ({ ...d, iban }))}
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
          <SepaMandate />
        </div>
      ) : (
        <Alert tone="info">{t('purchase.payment.cardNote')}</Alert>
      )}
      <StepActions isSubmit />
    </form>
  );
}
