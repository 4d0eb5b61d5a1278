import type { Product } from '@amparo/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { CheckboxField } from '../components/checkbox-field';
import { FormDialog } from '../components/form-dialog';
import { useFormSave } from '../components/use-form-save';
import { PRODUCTS_KEY, type ProductCategory, type UpdateProductValues, updateProduct } from './catalog-api';
import { CoveragesEditor } from './coverages-editor';
import { PRICE_LIST_ERROR_ID, PriceRangeEditor } from './price-range-editor';
import {
  PRODUCT_FORM_FIELDS,
  type ProductFormValues,
  productResolver,
  toProductFormValues,
} from './product-form-schema';

const FORM_ID = 'product-form';

type ProductFormDialogProps = {
  product: Product;
  categories: readonly ProductCategory[];
  onClose: () => void;
};

/** Edit a product: name, reference, category, coverages and its price table (in euros). */
export function ProductFormDialog({ product, categories, onClose }: ProductFormDialogProps) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, setError, formState } = useForm<
    ProductFormValues,
    unknown,
    UpdateProductValues
  >({ resolver: productResolver, defaultValues: toProductFormValues(product) });
  // A rule on the whole table (overlap) has no input to focus: bring its message into view.
  const showListError = () =>
    window.requestAnimationFrame(() =>
      document.getElementById(PRICE_LIST_ERROR_ID)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }),
    );
  const { mutation, save } = useFormSave({
    mutationFn: (values: UpdateProductValues) => updateProduct(product.id, values),
    queryKey: PRODUCTS_KEY,
    successMessage: t('admin.catalog.products.saved'),
    onClose,
    setError,
    fields: PRODUCT_FORM_FIELDS,
    onFailure: showListError,
  });
  const submit = handleSubmit(save, showListError);

  const errors = formState.errors;
  const ownCategories = categories.filter((category) => category.product_type_id === product.product_type_id);
  return (
    <FormDialog
      onClose={onClose}
      size="lg"
      title={t('admin.catalog.products.editTitle', { name: product.name })}
      description={t('admin.catalog.products.editDescription')}
      formId={FORM_ID}
      onSubmit={submit}
      submitLabel={t('admin.catalog.products.submit')}
      mutation={mutation}
      className="flex flex-col gap-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('admin.catalog.products.name')} error={errors.name?.message}>
          {(aria) => <Input {...aria} {...register('name')} autoComplete="off" />}
        </Field>
        <Field
          label={t('admin.catalog.products.reference')}
          hint={t('admin.catalog.products.referenceHint')}
          error={errors.reference?.message}
        >
          {(aria) => <Input {...aria} {...register('reference')} autoComplete="off" />}
        </Field>
        <Field label={t('admin.catalog.products.category')} error={errors.category_id?.message}>
          {(aria) => (
            <Select {...aria} {...register('category_id')}>
              <option value="">{t('admin.catalog.products.noCategory')}</option>
              {ownCategories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex items-end pb-2">
          <CheckboxField control={control} name="active" label={t('admin.catalog.products.active')} />
        </div>
      </div>
      <Field
        label={t('admin.catalog.products.depreciation')}
        hint={t('admin.catalog.products.depreciationHint')}
        error={errors.renewal_depreciation?.message}
      >
        {(aria) => (
          <Input {...aria} {...register('renewal_depreciation')} inputMode="numeric" autoComplete="off" />
        )}
      </Field>
      <CoveragesEditor control={control} register={register} errors={errors} />
      <PriceRangeEditor control={control} register={register} errors={errors} />
    </FormDialog>
  );
}
