import type { ProductType, RepairCenter, RepairCenterInput } from '@amparo/contract';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../ui/field';
import { CheckboxField } from '../components/checkbox-field';
import { FormDialog } from '../components/form-dialog';
import { useFormSave } from '../components/use-form-save';
import { ProductTypesField } from './product-types-field';
import {
  REPAIR_CENTER_FORM_FIELDS,
  type RepairCenterFormValues,
  repairCenterResolver,
  toRepairCenterFormValues,
} from './repair-center-form-schema';
import { createRepairCenter, REPAIR_CENTERS_KEY, updateRepairCenter } from './repair-centers-api';

const FORM_ID = 'repair-center-form';

type TextField = Exclude<keyof RepairCenterFormValues, 'product_type_ids' | 'active'>;

// Each text field, its label key and what the phone keyboard should offer.
const TEXT_FIELDS: readonly {
  name: TextField;
  label: `admin.repairCenters.form.${'name' | 'taxId' | 'email' | 'phone' | 'address' | 'postalCode' | 'city' | 'province'}`;
  input?: { type: 'tel' | 'email' | 'text'; inputMode: 'tel' | 'email' | 'numeric' };
  isWide?: boolean;
}[] = [
  { name: 'name', label: 'admin.repairCenters.form.name', isWide: true },
  { name: 'tax_id', label: 'admin.repairCenters.form.taxId' },
  { name: 'phone', label: 'admin.repairCenters.form.phone', input: { type: 'tel', inputMode: 'tel' } },
  {
    name: 'email',
    label: 'admin.repairCenters.form.email',
    input: { type: 'email', inputMode: 'email' },
    isWide: true,
  },
  { name: 'address', label: 'admin.repairCenters.form.address', isWide: true },
  {
    name: 'postal_code',
    label: 'admin.repairCenters.form.postalCode',
    input: { type: 'text', inputMode: 'numeric' },
  },
  { name: 'city', label: 'admin.repairCenters.form.city' },
  { name: 'province', label: 'admin.repairCenters.form.province' },
];

type Props = {
  center?: RepairCenter;
  productTypes: readonly ProductType[];
  onClose: () => void;
};

/** Create or edit a repair center, validated with the contract's RepairCenterInputSchema. */
export function RepairCenterFormDialog({ center, productTypes, onClose }: Props) {
  const { t } = useTranslation();
  const isEdit = center !== undefined;
  const { register, control, handleSubmit, setError, formState } = useForm<
    RepairCenterFormValues,
    unknown,
    RepairCenterInput
  >({ resolver: repairCenterResolver, defaultValues: toRepairCenterFormValues(center) });
  const { mutation, save } = useFormSave({
    mutationFn: (values: RepairCenterInput) =>
      center ? updateRepairCenter(center.id, values) : createRepairCenter(values),
    queryKey: REPAIR_CENTERS_KEY,
    successMessage: isEdit ? t('admin.repairCenters.form.saved') : t('admin.repairCenters.form.created'),
    onClose,
    setError,
    fields: REPAIR_CENTER_FORM_FIELDS,
  });
  const errors = formState.errors;
  const textField = ({ name, label, input, isWide }: (typeof TEXT_FIELDS)[number]) => (
    <div key={name} className={isWide ? 'sm:col-span-2' : undefined}>
      <Field label={t(label)} error={errors[name]?.message}>
        {(aria) => (
          <Input
            {...aria}
            {...register(name as Path<RepairCenterFormValues>)}
            type={input?.type ?? 'text'}
            inputMode={input?.inputMode}
            autoComplete="off"
          />
        )}
      </Field>
    </div>
  );
  // Required first (name, what it repairs), then the contact details.
  return (
    <FormDialog
      onClose={onClose}
      size="lg"
      title={
        isEdit
          ? t('admin.repairCenters.form.editTitle', { name: center.name })
          : t('admin.repairCenters.form.createTitle')
      }
      description={t('admin.repairCenters.form.description')}
      formId={FORM_ID}
      onSubmit={handleSubmit(save)}
      submitLabel={isEdit ? t('admin.form.save') : t('admin.repairCenters.form.submitCreate')}
      mutation={mutation}
    >
      {TEXT_FIELDS.slice(0, 1).map(textField)}
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="product_type_ids"
          render={({ field, fieldState }) => (
            <ProductTypesField
              label={t('admin.repairCenters.form.productTypes')}
              productTypes={productTypes}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message ?? errors.product_type_ids?.root?.message}
            />
          )}
        />
      </div>
      {TEXT_FIELDS.slice(1).map(textField)}
      <div className="sm:col-span-2">
        <CheckboxField control={control} name="active" label={t('admin.repairCenters.form.active')} />
      </div>
    </FormDialog>
  );
}
