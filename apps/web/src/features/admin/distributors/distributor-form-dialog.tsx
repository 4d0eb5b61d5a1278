import type { Distributor, DistributorInput } from '@amparo/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../ui/field';
import { CheckboxField } from '../components/checkbox-field';
import { FormDialog } from '../components/form-dialog';
import { useFormSave } from '../components/use-form-save';
import { PARTNER_OPTIONS_KEY } from '../components/use-partner-options';
import {
  DISTRIBUTOR_FORM_FIELDS,
  type DistributorFormValues,
  distributorResolver,
  toDistributorFormValues,
} from './distributor-form-schema';
import { createDistributor, DISTRIBUTORS_KEY, updateDistributor } from './distributors-api';

const FORM_ID = 'distributor-form';

type TextField = Exclude<keyof DistributorFormValues, 'active'>;

const TEXT_FIELDS: readonly {
  name: TextField;
  label: string;
  hint?: string;
  input?: { type: 'tel' | 'email' | 'text'; inputMode: 'tel' | 'email' | 'numeric' | 'decimal' };
  isWide?: boolean;
}[] = [
  { name: 'name', label: 'name', isWide: true },
  { name: 'tax_id', label: 'taxId' },
  {
    name: 'commission_bp',
    label: 'commission',
    hint: 'commissionHint',
    input: { type: 'text', inputMode: 'decimal' },
  },
  { name: 'contact_name', label: 'contactName' },
  { name: 'phone', label: 'phone', input: { type: 'tel', inputMode: 'tel' } },
  { name: 'email', label: 'email', input: { type: 'email', inputMode: 'email' }, isWide: true },
  { name: 'address', label: 'address', isWide: true },
  { name: 'postal_code', label: 'postalCode', input: { type: 'text', inputMode: 'numeric' } },
  { name: 'city', label: 'city' },
  { name: 'province', label: 'province' },
];

/** Create or edit a distributor, validated with the contract's DistributorInputSchema. */
export function DistributorFormDialog({
  distributor,
  onClose,
}: {
  distributor?: Distributor;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isEdit = distributor !== undefined;
  const { register, control, handleSubmit, setError, formState } = useForm<
    DistributorFormValues,
    unknown,
    DistributorInput
  >({ resolver: distributorResolver, defaultValues: toDistributorFormValues(distributor) });
  const { mutation, save } = useFormSave({
    mutationFn: (values: DistributorInput) =>
      distributor ? updateDistributor(distributor.id, values) : createDistributor(values),
    queryKey: DISTRIBUTORS_KEY,
    alsoRefresh: [PARTNER_OPTIONS_KEY],
    successMessage: isEdit ? t('admin.distributors.form.saved') : t('admin.distributors.form.created'),
    onClose,
    setError,
    fields: DISTRIBUTOR_FORM_FIELDS,
  });
  const errors = formState.errors;
  return (
    <FormDialog
      onClose={onClose}
      size="lg"
      title={
        isEdit
          ? t('admin.distributors.form.editTitle', { name: distributor.name })
          : t('admin.distributors.form.createTitle')
      }
      description={t('admin.distributors.form.description')}
      formId={FORM_ID}
      onSubmit={handleSubmit(save)}
      submitLabel={isEdit ? t('admin.form.save') : t('admin.distributors.form.submitCreate')}
      mutation={mutation}
    >
      {TEXT_FIELDS.map(({ name, label, hint, input, isWide }) => (
        <div key={name} className={isWide ? 'sm:col-span-2' : undefined}>
          <Field
            label={t(`admin.distributors.form.${label}` as 'admin.distributors.form.name')}
            error={errors[name]?.message}
            {...(hint
              ? { hint: t(`admin.distributors.form.${hint}` as 'admin.distributors.form.name') }
              : {})}
          >
            {(aria) => (
              <Input
                {...aria}
                {...register(name)}
                type={input?.type ?? 'text'}
                inputMode={input?.inputMode}
                autoComplete="off"
              />
            )}
          </Field>
        </div>
      ))}
      <div className="sm:col-span-2">
        <CheckboxField control={control} name="active" label={t('admin.distributors.form.active')} />
      </div>
    </FormDialog>
  );
}
