import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { type AuditFilters, EMPTY_AUDIT_FILTERS } from './audit-api';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from './audit-labels';

type FilterField = {
  key: keyof AuditFilters;
  label: string;
  type?: string;
  inputMode?: 'numeric';
  /** Chosen from the catalogue instead of typed: staff do not know the codes. */
  options?: Record<string, string>;
};

const byLabel = (labels: Record<string, string>) =>
  Object.fromEntries(Object.entries(labels).sort(([, a], [, b]) => a.localeCompare(b, 'es')));

const FIELDS: FilterField[] = [
  { key: 'entity_type', label: 'entityType', options: byLabel(AUDIT_ENTITY_LABELS) },
  { key: 'entity_id', label: 'entityId', inputMode: 'numeric' },
  { key: 'actor_user_id', label: 'actor', inputMode: 'numeric' },
  { key: 'action', label: 'action', options: byLabel(AUDIT_ACTION_LABELS) },
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
      className="grid grid-cols-2 gap-4 rounded-card bg-white p-4 ring-1 ring-line sm:grid-cols-3 2xl:grid-cols-6"
    >
      {FIELDS.map((field) => (
        <Field key={field.key} label={t(`admin.audit.filters.${field.label}` as 'admin.audit.filters.from')}>
          {(aria) =>
            field.options ? (
              <Select
                {...aria}
                value={draft[field.key]}
                onChange={(event) =>
                  setDraft((previous) => ({ ...previous, [field.key]: event.target.value }))
                }
              >
                <option value="">{t('admin.audit.filters.any')}</option>
                {/* A code from the address that the catalogue lacks stays selectable. */}
                {draft[field.key] && !(draft[field.key] in field.options) ? (
                  <option value={draft[field.key]}>{draft[field.key]}</option>
                ) : null}
                {Object.entries(field.options).map(([code, label]) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </Select>
            ) : (
              <Input
                {...aria}
                type={field.type ?? 'text'}
                inputMode={field.inputMode}
                value={draft[field.key]}
                onChange={(event) =>
                  setDraft((previous) => ({ ...previous, [field.key]: event.target.value }))
                }
              />
            )
          }
        </Field>
      ))}
      <div className="col-span-2 flex gap-2 sm:col-span-3 2xl:col-span-6">
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
