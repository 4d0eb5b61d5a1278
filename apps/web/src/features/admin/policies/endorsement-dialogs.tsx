import type { ChangeDeviceRequest } from '@amparo/contract';
import { madridDate, Periodicity, periodicityName } from '@amparo/domain';
import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client';
import { ChoiceGroup } from '../../../ui/choice-group';
import { EuroInput } from '../../../ui/euro-input';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { FormDialog } from '../components/form-dialog';
import { POLICIES_KEY } from './policies-api';

// The three suplementos staff make from the policy page (docs/contract.md "Changes during the
// year"); the server checks everything again and answers in Spanish what it refuses.

export type EndorsedPolicy = {
  id: number;
  number: string;
  periodicity: number;
  product: { id: number; name: string; product_type_id: number };
};
type Props = { policy: EndorsedPolicy; onClose: () => void };

/** A change sent once, then the policy page read again (its receipts, premium and history moved). */
function useEndorsement(send: () => Promise<unknown>, onClose: () => void) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, void>({
    mutationFn: send,
    onSuccess: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
    },
  });
}

function EndorsementDialog({
  kind,
  policy,
  onClose,
  mutation,
  isReady,
  reason,
  onReason,
  children,
}: Props & {
  kind: 'device' | 'tier' | 'periodicity';
  mutation: UseMutationResult<unknown, Error, void>;
  isReady: boolean;
  reason: string;
  onReason: (value: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isReady && !mutation.isPending) mutation.mutate();
  };
  return (
    <FormDialog
      title={t(`admin.endorsements.${kind}.title`, { number: policy.number })}
      description={t(`admin.endorsements.${kind}.description`)}
      onClose={onClose}
      formId={formId}
      onSubmit={submit}
      submitLabel={t('admin.endorsements.submit')}
      mutation={mutation}
      isSubmitDisabled={!isReady || reason.trim().length < 3}
      className="grid gap-4"
    >
      {children}
      <Field label={t('admin.endorsements.reason')}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={2}
            value={reason}
            maxLength={500}
            onChange={(event) => onReason(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}

/** Another device from today, for the customer (a phone then needs its check). */
export function ChangeDeviceDialog({ policy, onClose }: Props) {
  const { t } = useTranslation();
  const [brand, setBrand] = useState('');
  const [model, setModel] = useState('');
  const [value, setValue] = useState<number | null>(null);
  const [cause, setCause] = useState<ChangeDeviceRequest['cause']>('replacement');
  const [reason, setReason] = useState('');
  const mutation = useEndorsement(
    () =>
      callApi('changeInsuredDevice', {
        params: { id: policy.id },
        body: { brand: brand.trim(), model: model.trim(), value: value ?? 0, cause, reason: reason.trim() },
      }),
    onClose,
  );
  return (
    <EndorsementDialog
      kind="device"
      policy={policy}
      onClose={onClose}
      mutation={mutation}
      isReady={brand.trim() !== '' && model.trim() !== '' && value !== null}
      reason={reason}
      onReason={setReason}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('admin.endorsements.device.brand')}>
          {(aria) => <Input {...aria} value={brand} onChange={(event) => setBrand(event.target.value)} />}
        </Field>
        <Field label={t('admin.endorsements.device.model')}>
          {(aria) => <Input {...aria} value={model} onChange={(event) => setModel(event.target.value)} />}
        </Field>
      </div>
      <Field label={t('admin.endorsements.device.value')}>
        {(aria) => <EuroInput {...aria} value={value} onChange={setValue} />}
      </Field>
      <Field label={t('admin.endorsements.device.cause')}>
        {(aria) => (
          <Select
            {...aria}
            value={cause}
            onChange={(event) => setCause(event.target.value as ChangeDeviceRequest['cause'])}
          >
            {(['replacement', 'upgrade', 'other'] as const).map((option) => (
              <option key={option} value={option}>
                {t(`admin.endorsements.device.causes.${option}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </EndorsementDialog>
  );
}

/** Another tier of the same line, from a day of this period or from the next. */
export function ChangeTierDialog({ policy, onClose }: Props) {
  const { t } = useTranslation();
  // The line's other tiers that are still sold.
  const products = useQuery({
    queryKey: ['admin', 'endorsements', 'tiers', policy.product.product_type_id],
    queryFn: ({ signal }) =>
      callApi('listProducts', {
        query: { filter: { product_type_id: policy.product.product_type_id, active: 'true' } },
        signal,
      }),
  });
  const others = (products.data?.data ?? []).filter((p) => p.id !== policy.product.id);
  const [productId, setProductId] = useState<number | null>(null);
  const [when, setWhen] = useState<When>('now');
  const [effectiveOn, setEffectiveOn] = useState(madridDate(new Date()) ?? '');
  const [reason, setReason] = useState('');
  const mutation = useEndorsement(
    () =>
      callApi('changePolicyTier', {
        params: { id: policy.id },
        body: {
          product_id: productId ?? 0,
          when,
          ...(when === 'now' && effectiveOn ? { effective_on: effectiveOn } : {}),
          reason: reason.trim(),
        },
      }),
    onClose,
  );
  return (
    <EndorsementDialog
      kind="tier"
      policy={policy}
      onClose={onClose}
      mutation={mutation}
      isReady={productId !== null}
      reason={reason}
      onReason={setReason}
    >
      <Field label={t('admin.endorsements.tier.product')}>
        {(aria) => (
          <Select
            {...aria}
            value={productId ?? ''}
            onChange={(event) => setProductId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">—</option>
            {others.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <WhenFields when={when} onWhen={setWhen} effectiveOn={effectiveOn} onEffectiveOn={setEffectiveOn} />
    </EndorsementDialog>
  );
}

/** Monthly or yearly receipts from the next period (the default) or from a day of this one, pro rata. */
export function ChangePeriodicityDialog({ policy, onClose }: Props) {
  const { t } = useTranslation();
  const next = policy.periodicity === Periodicity.YEARLY ? Periodicity.MONTHLY : Periodicity.YEARLY;
  const [when, setWhen] = useState<When>('next_period');
  const [effectiveOn, setEffectiveOn] = useState(madridDate(new Date()) ?? '');
  const [reason, setReason] = useState('');
  const mutation = useEndorsement(
    () =>
      callApi('changePolicyPeriodicity', {
        params: { id: policy.id },
        body: {
          periodicity: next,
          when,
          ...(when === 'now' && effectiveOn ? { effective_on: effectiveOn } : {}),
          reason: reason.trim(),
        },
      }),
    onClose,
  );
  return (
    <EndorsementDialog
      kind="periodicity"
      policy={policy}
      onClose={onClose}
      mutation={mutation}
      isReady
      reason={reason}
      onReason={setReason}
    >
      <p className="text-sm font-semibold text-ink">
        {t('admin.endorsements.periodicity.to', {
          periodicity: periodicityName(next).toLowerCase(),
        })}
      </p>
      <WhenFields when={when} onWhen={setWhen} effectiveOn={effectiveOn} onEffectiveOn={setEffectiveOn} />
    </EndorsementDialog>
  );
}

type When = 'now' | 'next_period';

/** From when a tier or periodicity change runs: a day of this period (pro rata), or the next period. */
function WhenFields(props: {
  when: When;
  onWhen: (when: When) => void;
  effectiveOn: string;
  onEffectiveOn: (day: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceGroup<When>
        label={t('admin.endorsements.when.label')}
        value={props.when}
        onValueChange={props.onWhen}
        options={(['now', 'next_period'] as const).map((value) => ({
          value,
          content: (
            <span className="block font-semibold text-ink">
              {t(`admin.endorsements.when.options.${value}`)}
            </span>
          ),
        }))}
      />
      {props.when === 'now' ? (
        <Field label={t('admin.endorsements.when.effectiveOn')}>
          {(aria) => (
            <Input
              {...aria}
              type="date"
              value={props.effectiveOn}
              onChange={(event) => props.onEffectiveOn(event.target.value)}
            />
          )}
        </Field>
      ) : null}
    </>
  );
}
