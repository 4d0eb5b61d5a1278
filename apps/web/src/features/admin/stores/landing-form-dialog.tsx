import type { StoreLanding } from '@amparo/contract';
import { discountLabel, isHexColour } from '@amparo/domain';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { storeLandingPath } from '../../../navigation/paths';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { CheckboxField } from '../components/checkbox-field';
import { FormDialog } from '../components/form-dialog';
import { useFormSave } from '../components/use-form-save';
import { useAllDiscounts } from '../discounts/discounts-api';
import {
  LANDING_FORM_FIELDS,
  type LandingFormValues,
  landingResolver,
  toLandingFormValues,
} from './landing-form-schema';
import { createLanding, LANDINGS_KEY, type LandingValues, updateLanding } from './stores-api';

const FORM_ID = 'landing-form';

type LandingFormDialogProps = {
  store: { id: number; name: string };
  landing: StoreLanding | null;
  onClose: () => void;
};

/** Create or change a store's public page (/tienda/{slug}). */
export function LandingFormDialog({ store, landing, onClose }: LandingFormDialogProps) {
  const discounts = useAllDiscounts();
  if (!discounts.data && !discounts.isError) return null;
  return (
    <LandingForm
      store={store}
      landing={landing}
      // Only discounts for every store or for this one can go on its page (the API refuses others).
      discounts={(discounts.data ?? []).filter((d) => d.store_id === null || d.store_id === store.id)}
      onClose={onClose}
    />
  );
}

function LandingForm({
  store,
  landing,
  discounts,
  onClose,
}: LandingFormDialogProps & { discounts: NonNullable<ReturnType<typeof useAllDiscounts>['data']> }) {
  const { t } = useTranslation();
  const isEdit = landing !== null;
  // The API returns the page's discount by code; the form picks it by id.
  const currentDiscountId = discounts.find((d) => d.code === landing?.discount_code)?.id ?? null;
  const { register, control, handleSubmit, setError, formState } = useForm<
    LandingFormValues,
    unknown,
    LandingValues
  >({
    resolver: landingResolver,
    defaultValues: toLandingFormValues(store.name, landing, currentDiscountId),
  });
  const { mutation, save } = useFormSave({
    mutationFn: (values: LandingValues) =>
      isEdit ? updateLanding(store.id, values) : createLanding(store.id, values),
    queryKey: LANDINGS_KEY,
    successMessage: isEdit ? t('admin.stores.form.saved') : t('admin.stores.form.created'),
    onClose,
    setError,
    fields: LANDING_FORM_FIELDS,
  });
  const submit = handleSubmit(save);
  const errors = formState.errors;
  const slug = useWatch({ control, name: 'slug' });
  return (
    <FormDialog
      onClose={onClose}
      size="lg"
      title={
        isEdit
          ? t('admin.stores.form.editTitle', { name: store.name })
          : t('admin.stores.form.createTitle', { name: store.name })
      }
      description={t('admin.stores.form.description')}
      formId={FORM_ID}
      onSubmit={submit}
      submitLabel={isEdit ? t('admin.form.save') : t('admin.stores.form.submitCreate')}
      mutation={mutation}
    >
      <div className="sm:col-span-2">
        <Field
          label={t('admin.stores.form.slug')}
          hint={t('admin.stores.form.slugHint', { url: storeLandingPath(slug.trim().toLowerCase() || '…') })}
          error={errors.slug?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              {...register('slug')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field label={t('admin.stores.form.title')} error={errors.title?.message}>
          {(aria) => <Input {...aria} {...register('title')} autoComplete="off" />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          label={t('admin.stores.form.body')}
          hint={t('admin.stores.form.bodyHint')}
          error={errors.body?.message}
        >
          {(aria) => <Textarea {...aria} {...register('body')} rows={5} />}
        </Field>
      </div>
      <Controller
        control={control}
        name="accent"
        render={({ field }) => (
          <Field
            label={t('admin.stores.form.accent')}
            hint={t('admin.stores.form.accentHint')}
            error={errors.accent?.message}
          >
            {(aria) => (
              <div className="flex items-center gap-2">
                <input
                  type="color"
                  value={isHexColour(field.value) ? field.value : '#000000'}
                  onChange={(event) => field.onChange(event.target.value)}
                  aria-label={t('admin.stores.form.accentPicker')}
                  className="size-11 shrink-0 cursor-pointer rounded-xl border border-[#8a8a95] bg-white p-1"
                />
                <Input
                  {...aria}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  autoComplete="off"
                  className="font-mono"
                />
              </div>
            )}
          </Field>
        )}
      />
      <Field label={t('admin.stores.form.logoText')} hint={t('admin.stores.form.logoTextHint')}>
        {(aria) => <Input {...aria} {...register('logo_text')} autoComplete="off" />}
      </Field>
      <div className="sm:col-span-2">
        <Field
          label={t('admin.stores.form.discount')}
          hint={t('admin.stores.form.discountHint')}
          error={errors.discount_id?.message}
        >
          {(aria) => (
            <Select {...aria} {...register('discount_id')}>
              <option value="">{t('admin.stores.form.noDiscount')}</option>
              {discounts.map((discount) => (
                <option key={discount.id} value={discount.id}>
                  {`${discount.code} · ${discountLabel(discount)}${discount.active ? '' : ` (${t('admin.discounts.statuses.inactive')})`}`}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <CheckboxField control={control} name="active" label={t('admin.stores.form.active')} />
      </div>
    </FormDialog>
  );
}
