import type { PartnerOptions, StoreInput, StorePriv } from '@amparo/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { CheckboxField } from '../components/checkbox-field';
import { FormDialog } from '../components/form-dialog';
import { useFormSave } from '../components/use-form-save';
import { PARTNER_OPTIONS_KEY } from '../components/use-partner-options';
import { createStore, NETWORK_STORES_KEY, updateStore } from './network-stores-api';
import {
  STORE_FORM_FIELDS,
  type StoreFormValues,
  storeResolver,
  toStoreFormValues,
} from './store-form-schema';

const FORM_ID = 'store-form';

type TextField = Exclude<keyof StoreFormValues, 'active' | 'distributor_id'>;
type LabelKey =
  | 'code'
  | 'name'
  | 'contactName'
  | 'email'
  | 'phone'
  | 'address'
  | 'postalCode'
  | 'city'
  | 'province'
  | 'latitude'
  | 'longitude'
  | 'commission';

const TEXT_FIELDS: readonly {
  name: TextField;
  label: LabelKey;
  hint?: 'codeHint' | 'commissionHint' | 'coordinateHint';
  input?: { type: 'tel' | 'email' | 'text'; inputMode: 'tel' | 'email' | 'numeric' | 'decimal' };
  isWide?: boolean;
}[] = [
  { name: 'code', label: 'code', hint: 'codeHint' },
  { name: 'name', label: 'name' },
  { name: 'contact_name', label: 'contactName' },
  {
    name: 'commission_bp',
    label: 'commission',
    hint: 'commissionHint',
    input: { type: 'text', inputMode: 'decimal' },
  },
  { name: 'phone', label: 'phone', input: { type: 'tel', inputMode: 'tel' } },
  { name: 'email', label: 'email', input: { type: 'email', inputMode: 'email' } },
  { name: 'address', label: 'address', isWide: true },
  { name: 'postal_code', label: 'postalCode', input: { type: 'text', inputMode: 'numeric' } },
  { name: 'city', label: 'city' },
  { name: 'province', label: 'province' },
  {
    name: 'latitude',
    label: 'latitude',
    hint: 'coordinateHint',
    input: { type: 'text', inputMode: 'decimal' },
  },
  { name: 'longitude', label: 'longitude', input: { type: 'text', inputMode: 'decimal' } },
];

type Props = {
  store?: StorePriv;
  distributors: PartnerOptions['distributors'];
  /** The distributor the list is filtered by: a new store goes there unless changed. */
  defaultDistributorId?: string;
  onClose: () => void;
};

/** Create or edit a store with its commercial details, validated with the contract's StoreInputSchema. */
export function StoreFormDialog({ store, distributors, defaultDistributorId, onClose }: Props) {
  const { t } = useTranslation();
  const isEdit = store !== undefined;
  const { register, control, handleSubmit, setError, formState } = useForm<
    StoreFormValues,
    unknown,
    StoreInput
  >({
    resolver: storeResolver,
    defaultValues: toStoreFormValues(store, defaultDistributorId),
  });
  const { mutation, save } = useFormSave({
    mutationFn: (values: StoreInput) => (store ? updateStore(store.id, values) : createStore(values)),
    queryKey: NETWORK_STORES_KEY,
    // The selectors (landings tab, filters) list stores too.
    alsoRefresh: [PARTNER_OPTIONS_KEY],
    successMessage: isEdit ? t('admin.networkStores.form.saved') : t('admin.networkStores.form.created'),
    onClose,
    setError,
    fields: STORE_FORM_FIELDS,
  });
  const errors = formState.errors;
  return (
    <FormDialog
      onClose={onClose}
      size="lg"
      title={
        isEdit
          ? t('admin.networkStores.form.editTitle', { name: store.name })
          : t('admin.networkStores.form.createTitle')
      }
      description={t('admin.networkStores.form.description')}
      formId={FORM_ID}
      onSubmit={handleSubmit(save)}
      submitLabel={isEdit ? t('admin.form.save') : t('admin.networkStores.form.submitCreate')}
      mutation={mutation}
    >
      <div className="sm:col-span-2">
        <Field label={t('admin.networkStores.form.distributor')} error={errors.distributor_id?.message}>
          {(aria) => (
            <Select {...aria} {...register('distributor_id')}>
              <option value="">{t('admin.networkStores.form.chooseDistributor')}</option>
              {distributors.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {TEXT_FIELDS.map(({ name, label, hint, input, isWide }) => (
        <div key={name} className={isWide ? 'sm:col-span-2' : undefined}>
          <Field
            label={t(`admin.networkStores.form.${label}`)}
            error={errors[name]?.message}
            {...(hint ? { hint: t(`admin.networkStores.form.${hint}`) } : {})}
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
        <CheckboxField control={control} name="active" label={t('admin.networkStores.form.active')} />
      </div>
    </FormDialog>
  );
}
