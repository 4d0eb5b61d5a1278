import { type GenericItem, GenericItemInputSchema, GenericItemKindSchema } from '@amparo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast/toast-store';
import { AdminDialog } from '../components/admin-dialog';
import { centsToInput, inputToCents } from '../components/euro-input';
import { applyServerErrors } from '../components/form-errors';
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

const contractResolver = zodResolver(GenericItemInputSchema as never) as unknown as Resolver<
  GenericItemFormValues,
  unknown,
  GenericItemValues
>;
const nullable = (value: string) => (value.trim() ? value : null);
const genericItemResolver: Resolver<GenericItemFormValues, unknown, GenericItemValues> = (
  values,
  context,
  options,
) =>
  contractResolver(
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
  const queryClient = useQueryClient();
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
  const mutation = useMutation({
    mutationFn: (values: GenericItemValues) =>
      item ? updateGenericItem(item.id, values) : saveGenericItem(values),
  });
  const submit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: GENERIC_ITEMS_KEY });
      toast.success(isEdit ? t('admin.catalog.items.saved') : t('admin.catalog.items.created'));
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });
  const errors = formState.errors;
  // Zod's own message for a typo like '12.5.0' would talk about NaN; say what to type instead.
  const priceError = errors.reference_price ? t('admin.form.invalidAmount') : undefined;
  return (
    <AdminDialog
      onClose={onClose}
      title={isEdit ? t('admin.catalog.items.editTitle') : t('admin.catalog.items.createTitle')}
      description={isEdit ? undefined : t('admin.catalog.items.createDescription')}
      footer={
        <Button type="submit" form={FORM_ID} isLoading={mutation.isPending}>
          {isEdit ? t('admin.form.save') : t('admin.catalog.items.submitCreate')}
        </Button>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {mutation.isError ? <Alert className="sm:col-span-2">{errorMessage(mutation.error)}</Alert> : null}
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
          error={
            errors.reference_price?.type === 'invalid_type' ? priceError : errors.reference_price?.message
          }
        >
          {(aria) => (
            <Input {...aria} {...register('reference_price')} inputMode="decimal" autoComplete="off" />
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
                label={t('admin.catalog.items.active')}
              />
            )}
          />
        </div>
      </form>
    </AdminDialog>
  );
}
