// Before/after of an audit entry, row by row. Records are compared one level
// deep: nested values are shown as JSON and compared by their JSON text.

export type DiffRow = { key: string; before: string | null; after: string | null; isChanged: boolean };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function show(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

export function diffRows(before: unknown, after: unknown): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return [];
    return [
      {
        key: '',
        before: before == null ? null : show(before),
        after: after == null ? null : show(after),
        isChanged: show(before) !== show(after),
      },
    ];
  }
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.map((key) => {
    const hasBefore = isRecord(before) && key in left;
    const hasAfter = isRecord(after) && key in right;
    const beforeText = hasBefore ? show(left[key]) : null;
    const afterText = hasAfter ? show(right[key]) : null;
    return { key, before: beforeText, after: afterText, isChanged: beforeText !== afterText };
  });
}
