import { ProductCategoryInputSchema, type ProductType } from '@amparo/contract';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { FormDialog } from '../components/form-dialog';
import { useFormSave } from '../components/use-form-save';
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

const schemaResolver = contractResolver<CategoryValues, CategoryFormValues>(ProductCategoryInputSchema);
const categoryResolver: Resolver<CategoryFormValues, unknown, CategoryValues> = (values, context, options) =>
  schemaResolver(
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
  const { mutation, save } = useFormSave({
    mutationFn: (values: CategoryValues) =>
      category ? updateCategory(category.id, values) : createCategory(values),
    queryKey: CATEGORIES_KEY,
    successMessage: isEdit ? t('admin.catalog.categories.saved') : t('admin.catalog.categories.created'),
    onClose,
    setError,
    fields: FIELDS,
  });
  const submit = handleSubmit(save);
  const errors = formState.errors;
  return (
    <FormDialog
      onClose={onClose}
      title={isEdit ? t('admin.catalog.categories.editTitle') : t('admin.catalog.categories.createTitle')}
      formId={FORM_ID}
      onSubmit={submit}
      submitLabel={isEdit ? t('admin.form.save') : t('admin.catalog.categories.submitCreate')}
      mutation={mutation}
      className="flex flex-col gap-4"
    >
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
    </FormDialog>
  );
}
