import type { Product } from '@amparo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast/toast-store';
import { AdminDialog } from '../components/admin-dialog';
import { applyServerErrors } from '../components/form-errors';
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
  const queryClient = useQueryClient();
  const { register, control, handleSubmit, setError, formState } = useForm<
    ProductFormValues,
    unknown,
    UpdateProductValues
  >({ resolver: productResolver, defaultValues: toProductFormValues(product) });
  const mutation = useMutation({
    mutationFn: (values: UpdateProductValues) => updateProduct(product.id, values),
  });

  // A rule on the whole table (overlap) has no input to focus: bring its message into view.
  const showListError = () =>
    window.requestAnimationFrame(() =>
      document.getElementById(PRICE_LIST_ERROR_ID)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }),
    );
  const submit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
      toast.success(t('admin.catalog.products.saved'));
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, PRODUCT_FORM_FIELDS);
      showListError();
    }
  }, showListError);

  const errors = formState.errors;
  const ownCategories = categories.filter((category) => category.product_type_id === product.product_type_id);
  return (
    <AdminDialog
      onClose={onClose}
      size="lg"
      title={t('admin.catalog.products.editTitle', { name: product.name })}
      description={t('admin.catalog.products.editDescription')}
      footer={
        <Button type="submit" form={FORM_ID} isLoading={mutation.isPending}>
          {t('admin.catalog.products.submit')}
        </Button>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-6">
        {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
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
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <Checkbox
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  label={t('admin.catalog.products.active')}
                />
              )}
            />
          </div>
        </div>
        <CoveragesEditor control={control} register={register} errors={errors} />
        <PriceRangeEditor control={control} register={register} errors={errors} />
      </form>
    </AdminDialog>
  );
}
