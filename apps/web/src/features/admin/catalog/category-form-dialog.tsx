import { ProductCategoryInputSchema, type ProductType } from '@amparo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/toast/toast-store';
import { AdminDialog } from '../components/admin-dialog';
import { applyServerErrors } from '../components/form-errors';
import {
  CATEGORIES_KEY,
  type CategoryValues,
  createCategory,
  type ProductCategory,
  updateCategory,
} from './catalog-api';

const FORM_ID = 'category-form';
const FIELDS = ['product_type_id', 'name', 'description'] as const;

type CategoryFormValues = { product_type_id: string; name: string; description: string };

const contractResolver = zodResolver(ProductCategoryInputSchema as never) as unknown as Resolver<
  CategoryFormValues,
  unknown,
  CategoryValues
>;
const categoryResolver: Resolver<CategoryFormValues, unknown, CategoryValues> = (values, context, options) =>
  contractResolver(
    {
      product_type_id: values.product_type_id ? Number(values.product_type_id) : undefined,
      name: values.name,
      description: values.description.trim() ? values.description : null,
    } as unknown as CategoryFormValues,
    context,
    options,
  );

type CategoryFormDialogProps = {
  category?: ProductCategory;
  productTypes: readonly ProductType[];
  onClose: () => void;
};

export function CategoryFormDialog({ category, productTypes, onClose }: CategoryFormDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isEdit = category !== undefined;
  const { register, handleSubmit, setError, formState } = useForm<
    CategoryFormValues,
    unknown,
    CategoryValues
  >({
    resolver: categoryResolver,
    defaultValues: {
      product_type_id: category ? String(category.product_type_id) : '',
      name: category?.name ?? '',
      description: category?.description ?? '',
    },
  });
  const mutation = useMutation({
    mutationFn: (values: CategoryValues) =>
      category ? updateCategory(category.id, values) : createCategory(values),
  });
  const submit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
      toast.success(isEdit ? t('admin.catalog.categories.saved') : t('admin.catalog.categories.created'));
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });
  const errors = formState.errors;
  return (
    <AdminDialog
      onClose={onClose}
      title={isEdit ? t('admin.catalog.categories.editTitle') : t('admin.catalog.categories.createTitle')}
      footer={
        <Button type="submit" form={FORM_ID} isLoading={mutation.isPending}>
          {isEdit ? t('admin.form.save') : t('admin.catalog.categories.submitCreate')}
        </Button>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
        <Field label={t('admin.catalog.categories.productType')} error={errors.product_type_id?.message}>
          {(aria) => (
            <Select {...aria} {...register('product_type_id')}>
              <option value="" disabled>
                —
              </option>
              {productTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('admin.catalog.categories.name')} error={errors.name?.message}>
          {(aria) => <Input {...aria} {...register('name')} autoComplete="off" />}
        </Field>
        <Field label={t('admin.catalog.categories.descriptionField')} error={errors.description?.message}>
          {(aria) => <Textarea {...aria} {...register('description')} rows={3} />}
        </Field>
      </form>
    </AdminDialog>
  );
}
