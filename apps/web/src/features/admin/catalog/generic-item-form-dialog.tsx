import { type GenericItem, GenericItemInputSchema, GenericItemKindSchema } from '@amparo/contract';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { Select } from '../../../ui/select';
import { CheckboxField } from '../components/checkbox-field';
import { centsToInput, inputToCents } from '../components/euro-input';
import { FormDialog } from '../components/form-dialog';
import { useFormSave } from '../components/use-form-save';
import { GENERIC_ITEMS_KEY, type GenericItemValues, saveGenericItem, updateGenericItem } from './catalog-api';

const FORM_ID = 'generic-item-form';
const FIELDS = ['kind', 'brand', 'model', 'reference', 'part_number', 'reference_price', 'active'] as const;
export const GENERIC_ITEM_KINDS = GenericItemKindSchema.options;

type GenericItemFormValues = {
  kind: string;
  brand: string;
  model: string;
  reference: string;
  part_number: string;
  reference_price: string;
  active: boolean;
};

const schemaResolver = contractResolver<GenericItemValues, GenericItemFormValues>(GenericItemInputSchema);
const nullable = (value: string) => (value.trim() ? value : null);
const genericItemResolver: Resolver<GenericItemFormValues, unknown, GenericItemValues> = (
  values,
  context,
  options,
) =>
  schemaResolver(
    {
      kind: values.kind || undefined,
      brand: values.brand,
      model: values.model,
      reference: nullable(values.reference),
      part_number: nullable(values.part_number),
      reference_price: inputToCents(values.reference_price),
      active: values.active,
    } as unknown as GenericItemFormValues,
    context,
    options,
  );

/** Create (POST, which also updates the same kind+brand+model) or edit one catalog item. */
export function GenericItemFormDialog({ item, onClose }: { item?: GenericItem; onClose: () => void }) {
  const { t } = useTranslation();
  const isEdit = item !== undefined;
  const { register, control, handleSubmit, setError, formState } = useForm<
    GenericItemFormValues,
    unknown,
    GenericItemValues
  >({
    resolver: genericItemResolver,
    defaultValues: {
      kind: item?.kind ?? '',
      brand: item?.brand ?? '',
      model: item?.model ?? '',
      reference: item?.reference ?? '',
      part_number: item?.part_number ?? '',
      reference_price: centsToInput(item?.reference_price),
      active: item?.active ?? true,
    },
  });
  const { mutation, save } = useFormSave({
    mutationFn: (values: GenericItemValues) =>
      item ? updateGenericItem(item.id, values) : saveGenericItem(values),
    queryKey: GENERIC_ITEMS_KEY,
    successMessage: isEdit ? t('admin.catalog.items.saved') : t('admin.catalog.items.created'),
    onClose,
    setError,
    fields: FIELDS,
  });
  const submit = handleSubmit(save);
  const errors = formState.errors;
  // Zod's own message for a typo like '12.5.0' would talk about NaN; say what to type instead.
  const priceError = errors.reference_price ? t('admin.form.invalidAmount') : undefined;
  return (
    <FormDialog
      onClose={onClose}
      title={isEdit ? t('admin.catalog.items.editTitle') : t('admin.catalog.items.createTitle')}
      description={isEdit ? undefined : t('admin.catalog.items.createDescription')}
      formId={FORM_ID}
      onSubmit={submit}
      submitLabel={isEdit ? t('admin.form.save') : t('admin.catalog.items.submitCreate')}
      mutation={mutation}
    >
      <div className="sm:col-span-2">
        <Field label={t('admin.catalog.items.kind')} error={errors.kind?.message}>
          {(aria) => (
            <Select {...aria} {...register('kind')}>
              <option value="" disabled>
                —
              </option>
              {GENERIC_ITEM_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`admin.catalog.kinds.${kind}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label={t('admin.catalog.items.brand')} error={errors.brand?.message}>
        {(aria) => <Input {...aria} {...register('brand')} autoComplete="off" />}
      </Field>
      <Field label={t('admin.catalog.items.model')} error={errors.model?.message}>
        {(aria) => <Input {...aria} {...register('model')} autoComplete="off" />}
      </Field>
      <Field label={t('admin.catalog.items.reference')} error={errors.reference?.message}>
        {(aria) => <Input {...aria} {...register('reference')} autoComplete="off" />}
      </Field>
      <Field label={t('admin.catalog.items.partNumber')} error={errors.part_number?.message}>
        {(aria) => <Input {...aria} {...register('part_number')} autoComplete="off" />}
      </Field>
      <Field
        label={t('admin.catalog.items.referencePrice')}
        hint={t('admin.form.euroHint')}
        error={errors.reference_price?.type === 'invalid_type' ? priceError : errors.reference_price?.message}
      >
        {(aria) => (
          <Input {...aria} {...register('reference_price')} inputMode="decimal" autoComplete="off" />
        )}
      </Field>
      <div className="flex items-end pb-2">
        <CheckboxField control={control} name="active" label={t('admin.catalog.items.active')} />
      </div>
    </FormDialog>
  );
}
