import type { Discount, PartnerOptions, ProductType } from '@amparo/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { CheckboxField } from '../components/checkbox-field';
import { FormDialog } from '../components/form-dialog';
import { useFormSave } from '../components/use-form-save';
import {
  createDiscountResolver,
  DISCOUNT_FORM_FIELDS,
  type DiscountFormValues,
  toDiscountFormValues,
  updateDiscountResolver,
} from './discount-form-schema';
import {
  createDiscount,
  DISCOUNTS_KEY,
  type DiscountPatchValues,
  type DiscountValues,
  updateDiscount,
} from './discounts-api';

const FORM_ID = 'discount-form';

type DiscountFormDialogProps = {
  discount?: Discount;
  productTypes: readonly ProductType[];
  stores: PartnerOptions['stores'];
  onClose: () => void;
};

/** Create or edit a discount code, validated with the contract's schemas. */
export function DiscountFormDialog({ discount, productTypes, stores, onClose }: DiscountFormDialogProps) {
  const { t } = useTranslation();
  const isEdit = discount !== undefined;
  const { register, control, handleSubmit, setError, formState } = useForm<
    DiscountFormValues,
    unknown,
    DiscountValues | DiscountPatchValues
  >({
    resolver: isEdit ? updateDiscountResolver : createDiscountResolver,
    defaultValues: toDiscountFormValues(discount),
  });
  const kind = useWatch({ control, name: 'kind' });
  const typedValue = useWatch({ control, name: 'value' });
  const { mutation, save } = useFormSave({
    mutationFn: (values: DiscountValues | DiscountPatchValues) =>
      discount ? updateDiscount(discount.id, values) : createDiscount(values as DiscountValues),
    queryKey: DISCOUNTS_KEY,
    successMessage: isEdit ? t('admin.discounts.form.saved') : t('admin.discounts.form.created'),
    onClose,
    setError,
    fields: DISCOUNT_FORM_FIELDS,
  });
  const submit = handleSubmit(save);
  const errors = formState.errors;
  // A typo such as '15%' reaches zod as NaN; tell the person how to write it.
  const valueError =
    errors.value?.type === 'invalid_type' && typedValue.trim()
      ? t('admin.form.invalidAmount')
      : errors.value?.message;
  const maxUsesError =
    errors.max_uses?.type === 'invalid_type'
      ? t('admin.discounts.form.maxUsesInvalid')
      : errors.max_uses?.message;
  return (
    <FormDialog
      onClose={onClose}
      size="lg"
      title={
        isEdit
          ? t('admin.discounts.form.editTitle', { code: discount.code })
          : t('admin.discounts.form.createTitle')
      }
      description={t('admin.discounts.form.description')}
      formId={FORM_ID}
      onSubmit={submit}
      submitLabel={isEdit ? t('admin.form.save') : t('admin.discounts.form.submitCreate')}
      mutation={mutation}
    >
      <Field
        label={t('admin.discounts.form.code')}
        hint={t('admin.discounts.form.codeHint')}
        error={errors.code?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            {...register('code')}
            autoComplete="off"
            autoCapitalize="characters"
            className="uppercase"
          />
        )}
      </Field>
      <Field label={t('admin.discounts.form.descriptionField')} error={errors.description?.message}>
        {(aria) => <Input {...aria} {...register('description')} autoComplete="off" />}
      </Field>
      <Field label={t('admin.discounts.form.kind')} error={errors.kind?.message}>
        {(aria) => (
          <Select {...aria} {...register('kind')}>
            <option value="percent">{t('admin.discounts.kinds.percent')}</option>
            <option value="fixed">{t('admin.discounts.kinds.fixed')}</option>
          </Select>
        )}
      </Field>
      <Field
        label={
          kind === 'fixed' ? t('admin.discounts.form.valueFixed') : t('admin.discounts.form.valuePercent')
        }
        hint={
          kind === 'fixed'
            ? t('admin.discounts.form.valueFixedHint')
            : t('admin.discounts.form.valuePercentHint')
        }
        error={valueError}
      >
        {(aria) => <Input {...aria} {...register('value')} inputMode="decimal" autoComplete="off" />}
      </Field>
      <Field label={t('admin.discounts.form.validFrom')} error={errors.valid_from?.message}>
        {(aria) => <Input {...aria} {...register('valid_from')} type="date" />}
      </Field>
      <Field
        label={t('admin.discounts.form.validTo')}
        hint={t('admin.discounts.form.validToHint')}
        error={errors.valid_to?.message}
      >
        {(aria) => <Input {...aria} {...register('valid_to')} type="date" />}
      </Field>
      <Field
        label={t('admin.discounts.form.maxUses')}
        hint={t('admin.discounts.form.maxUsesHint')}
        error={maxUsesError}
      >
        {(aria) => <Input {...aria} {...register('max_uses')} inputMode="numeric" autoComplete="off" />}
      </Field>
      <Field label={t('admin.discounts.form.productType')} error={errors.product_type_id?.message}>
        {(aria) => (
          <Select {...aria} {...register('product_type_id')}>
            <option value="">{t('admin.discounts.form.anyProductType')}</option>
            {productTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field label={t('admin.discounts.form.store')} error={errors.store_id?.message}>
          {(aria) => (
            <Select {...aria} {...register('store_id')}>
              <option value="">{t('admin.discounts.form.anyStore')}</option>
              {stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {t('admin.users.assign.storeLabel', { name: store.name, code: store.code })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <CheckboxField control={control} name="is_public" label={t('admin.discounts.form.isPublic')} />
        <CheckboxField control={control} name="active" label={t('admin.discounts.form.active')} />
      </div>
    </FormDialog>
  );
}
