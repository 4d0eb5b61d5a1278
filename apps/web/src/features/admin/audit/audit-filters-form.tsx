import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { type AuditFilters, EMPTY_AUDIT_FILTERS } from './audit-api';

const FIELDS: { key: keyof AuditFilters; label: string; type?: string; inputMode?: 'numeric' }[] = [
  { key: 'entity_type', label: 'entityType' },
  { key: 'entity_id', label: 'entityId' },
  { key: 'actor_user_id', label: 'actor', inputMode: 'numeric' },
  { key: 'action', label: 'action' },
  { key: 'from', label: 'from', type: 'date' },
  { key: 'to', label: 'to', type: 'date' },
];

/** Filters are applied on submit, so typing does not fire a query per key. */
export function AuditFiltersForm({
  initial = EMPTY_AUDIT_FILTERS,
  onApply,
}: {
  initial?: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-2 gap-4 rounded-card bg-white p-4 ring-1 ring-line sm:grid-cols-3 lg:grid-cols-6"
    >
      {FIELDS.map((field) => (
        <Field key={field.key} label={t(`admin.audit.filters.${field.label}` as 'admin.audit.filters.from')}>
          {(aria) => (
            <Input
              {...aria}
              type={field.type ?? 'text'}
              inputMode={field.inputMode}
              value={draft[field.key]}
              onChange={(event) => setDraft((previous) => ({ ...previous, [field.key]: event.target.value }))}
            />
          )}
        </Field>
      ))}
      <div className="col-span-2 flex gap-2 sm:col-span-3 lg:col-span-6">
        <Button type="submit" size="sm">
          {t('admin.audit.filters.apply')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setDraft(EMPTY_AUDIT_FILTERS);
            onApply(EMPTY_AUDIT_FILTERS);
          }}
        >
          {t('admin.audit.filters.clear')}
        </Button>
      </div>
    </form>
  );
}
