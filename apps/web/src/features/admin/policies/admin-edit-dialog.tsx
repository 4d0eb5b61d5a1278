import {
  type PolicyAdminUpdateRequest,
  PolicyAdminUpdateRequestSchema,
  type PolicyChangeResult,
  type PolicyDetail,
} from '@amparo/contract';
import {
  formatEuro,
  PaymentMethodType,
  PolicyStatus,
  paymentMethodTypeName,
  policyStatusName,
} from '@amparo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { formatDate } from '../../../ui/format';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/toast/toast-store';
import { centsToInput, inputToCents } from '../components/euro-input';
import { FormDialog } from '../components/form-dialog';
import { usePartnerOptions } from '../components/use-partner-options';
import { POLICIES_KEY } from './policies-api';
import { adminUpdatePolicy } from './policy-admin-api';

type Values = {
  status: string;
  starts_on: string;
  ends_on: string;
  premium: string;
  annual_premium: string;
  periodicity: string;
  store_id: string;
  document_code: string;
  payment_method_type: string;
};

const initialValues = (p: PolicyDetail): Values => ({
  status: String(p.status),
  starts_on: p.starts_on ?? '',
  ends_on: p.ends_on ?? '',
  premium: centsToInput(p.premium),
  annual_premium: centsToInput(p.annual_premium),
  periodicity: String(p.periodicity),
  store_id: p.store_id ? String(p.store_id) : '',
  document_code: p.document_code ?? '',
  payment_method_type: String(p.payment_method_type),
});

/** The request: only the fields that differ from the policy, plus the reason. */
export function adminEditRequest(p: PolicyDetail, v: Values, reason: string): PolicyAdminUpdateRequest {
  const start = initialValues(p);
  const body: Record<string, unknown> = { reason };
  const changed = (key: keyof Values) => v[key].trim() !== start[key];
  if (changed('status')) body.status = Number(v.status);
  if (changed('starts_on')) body.starts_on = v.starts_on;
  if (changed('ends_on')) body.ends_on = v.ends_on || null;
  if (changed('premium')) body.premium = inputToCents(v.premium);
  if (changed('annual_premium')) body.annual_premium = inputToCents(v.annual_premium);
  if (changed('periodicity')) body.periodicity = Number(v.periodicity);
  if (changed('store_id')) body.store_id = v.store_id ? Number(v.store_id) : null;
  if (changed('document_code')) body.document_code = v.document_code.trim() || null;
  if (changed('payment_method_type')) body.payment_method_type = Number(v.payment_method_type);
  return body as PolicyAdminUpdateRequest;
}

/** The request's field names as the dialog labels them. */
const FIELD_LABELS: Record<string, string> = {
  status: 'status',
  starts_on: 'startsOn',
  ends_on: 'endsOn',
  premium: 'premium',
  annual_premium: 'annualPremium',
  periodicity: 'periodicity',
  store_id: 'store',
  distributor_id: 'distributor',
  document_code: 'documentCode',
  payment_method_type: 'paymentMethod',
};

function ReceiptsPreview({ result }: { result: PolicyChangeResult }) {
  const { t } = useTranslation();
  const k = 'admin.policyAdmin.admin';
  const fieldNames = Object.keys(result.after).map((field) =>
    FIELD_LABELS[field] ? t(`${k}.${FIELD_LABELS[field]}` as 'admin.policyAdmin.admin.status') : field,
  );
  const { updated, deleted, added, kept } = result.receipts;
  const lines = [
    ...updated.map((r) =>
      t(`${k}.previewUpdated`, {
        sequence: r.sequence,
        date: formatDate(r.activation_date),
        from: formatEuro(r.from),
        to: formatEuro(r.to),
      }),
    ),
    ...deleted.map((r) =>
      t(`${k}.previewDeleted`, {
        sequence: r.sequence,
        date: formatDate(r.activation_date),
        price: formatEuro(r.price),
      }),
    ),
    ...added.map((r) =>
      t(`${k}.previewAdded`, {
        sequence: r.sequence,
        date: formatDate(r.activation_date),
        price: formatEuro(r.price),
      }),
    ),
  ];
  return (
    <section
      ref={(node) => node?.scrollIntoView?.({ block: 'nearest' })}
      aria-label={t(`${k}.previewTitle`)}
      className="rounded-lg bg-page p-3 text-sm sm:col-span-2"
    >
      <p className="font-semibold text-ink">{t(`${k}.previewTitle`)}</p>
      <p className="mt-1 text-muted">
        {fieldNames.length ? t(`${k}.changes`, { fields: fieldNames.join(', ') }) : t(`${k}.noChanges`)}
      </p>
      {lines.length ? (
        <ul className="mt-2 flex flex-col gap-1 tabular-nums">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">{t(`${k}.previewNone`)}</p>
      )}
      {kept ? <p className="mt-2 text-muted">{t(`${k}.previewKept`, { count: kept })}</p> : null}
    </section>
  );
}

/**
 * 'Edición de administrador' (PATCH /policies/{id}/admin, admins only): any field that
 * matters, a required reason, and a preview of the receipts (the same call with dry_run)
 * before saving. The request is checked with the contract's schema before it is sent.
 */
export function AdminEditDialog({ policy, onClose }: { policy: PolicyDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'admin.policyAdmin.admin';
  const queryClient = useQueryClient();
  const partners = usePartnerOptions(true);
  const [values, setValues] = useState<Values>(() => initialValues(policy));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<PolicyChangeResult | null>(null);
  const set = (key: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    setPreview(null);
  };
  const checked = (dryRun: boolean) => {
    const body = { ...adminEditRequest(policy, values, reason), ...(dryRun ? { dry_run: true } : {}) };
    const parsed = PolicyAdminUpdateRequestSchema.safeParse(body);
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    return parsed.success ? body : null;
  };
  const previewCall = useMutation({
    mutationFn: (body: PolicyAdminUpdateRequest) => adminUpdatePolicy(policy.id, body),
    onSuccess: setPreview,
  });
  const save = useMutation({
    mutationFn: (body: PolicyAdminUpdateRequest) => adminUpdatePolicy(policy.id, body),
    onSuccess: async () => {
      toast.success(t(`${k}.done`));
      await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = checked(false);
    if (body && !save.isPending) save.mutate(body);
  };
  const showPreview = () => {
    const body = checked(true);
    if (body) previewCall.mutate(body);
  };
  const text = (key: keyof Values, label: string, type = 'text', hint?: string) => (
    <Field label={label} hint={hint}>
      {(aria) => <Input {...aria} type={type} value={values[key]} onChange={set(key)} autoComplete="off" />}
    </Field>
  );
  return (
    <FormDialog
      title={t(`${k}.title`)}
      description={t(`${k}.description`)}
      onClose={onClose}
      formId="admin-edit-form"
      onSubmit={submit}
      submitLabel={t(`${k}.save`)}
      mutation={save.isError ? save : previewCall}
    >
      <Field label={t(`${k}.status`)}>
        {(aria) => (
          <Select {...aria} value={values.status} onChange={set('status')}>
            {Object.values(PolicyStatus).map((id) => (
              <option key={id} value={id}>
                {policyStatusName(id)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t(`${k}.periodicity`)}>
        {(aria) => (
          <Select {...aria} value={values.periodicity} onChange={set('periodicity')}>
            <option value="1">{t(`${k}.monthly`)}</option>
            <option value="12">{t(`${k}.yearly`)}</option>
          </Select>
        )}
      </Field>
      {text('starts_on', t(`${k}.startsOn`), 'date')}
      {text('ends_on', t(`${k}.endsOn`), 'date')}
      {text('premium', t(`${k}.premium`))}
      {text('annual_premium', t(`${k}.annualPremium`), 'text', t(`${k}.annualHint`))}
      <Field label={t(`${k}.store`)}>
        {(aria) => (
          <Select {...aria} value={values.store_id} onChange={set('store_id')}>
            <option value="">{t(`${k}.noStore`)}</option>
            {(partners.data?.stores ?? []).map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t(`${k}.paymentMethod`)}>
        {(aria) => (
          <Select {...aria} value={values.payment_method_type} onChange={set('payment_method_type')}>
            {Object.values(PaymentMethodType).map((id) => (
              <option key={id} value={id}>
                {paymentMethodTypeName(id)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {text('document_code', t(`${k}.documentCode`))}
      <div className="sm:col-span-2">
        <Field label={t(`${k}.reason`)} hint={t(`${k}.reasonHint`)} error={problem ?? undefined}>
          {(aria) => (
            <Textarea
              {...aria}
              value={reason}
              rows={2}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={showPreview}
          isLoading={previewCall.isPending}
        >
          {t(`${k}.preview`)}
        </Button>
      </div>
      {preview ? <ReceiptsPreview result={preview} /> : null}
    </FormDialog>
  );
}
