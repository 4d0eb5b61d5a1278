// Before/after of an audit entry, row by row. Records are compared one level
// deep: nested values are compared by their JSON text. Values come out as
// staff read them (audit-labels); `null` here means the field was not there.
import { auditFieldLabel, auditValueText } from './audit-labels';

export type DiffRow = {
  key: string;
  label: string;
  before: string | null;
  after: string | null;
  isChanged: boolean;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const same = (left: unknown, right: unknown) =>
  JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/** `entityType` names the audited record, for codes whose meaning depends on it (a policy's status). */
export function diffRows(before: unknown, after: unknown, entityType = ''): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return [];
    return [
      {
        key: '',
        label: '—',
        before: before == null ? null : auditValueText('', before, entityType),
        after: after == null ? null : auditValueText('', after, entityType),
        isChanged: !same(before, after),
      },
    ];
  }
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.map((key) => {
    const hasBefore = isRecord(before) && key in left;
    const hasAfter = isRecord(after) && key in right;
    return {
      key,
      label: auditFieldLabel(key),
      before: hasBefore ? auditValueText(key, left[key], entityType) : null,
      after: hasAfter ? auditValueText(key, right[key], entityType) : null,
      isChanged: hasBefore !== hasAfter || !same(left[key], right[key]),
    };
  });
}
