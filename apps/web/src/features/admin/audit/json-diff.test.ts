import { describe, expect, it } from 'vitest';
import { diffRows } from './json-diff';

describe('audit before/after rows', () => {
  it('marks changed, added and removed fields, with Spanish names and a dash for nothing', () => {
    const rows = diffRows(
      { name: 'Jorge', phone: null, role: 'agent' },
      { name: 'Jorge', phone: '612000111', store_id: 3 },
    );
    expect(rows).toEqual([
      { key: 'name', label: 'Nombre', before: 'Jorge', after: 'Jorge', isChanged: false },
      { key: 'phone', label: 'Teléfono', before: '—', after: '612000111', isChanged: true },
      { key: 'role', label: 'Rol', before: 'Agente de back office', after: null, isChanged: true },
      { key: 'store_id', label: 'Tienda', before: null, after: '3', isChanged: true },
    ]);
  });

  it('shows a creation as fields with no before, and instants in Madrid time', () => {
    expect(diffRows(null, { closed_at: '2026-07-01T22:30:00.000Z' })).toEqual([
      { key: 'closed_at', label: 'Cerrado el', before: null, after: '02/07/2026, 00:30', isChanged: true },
    ]);
  });

  it('tells a missing field from one recorded as empty', () => {
    const [row] = diffRows({ phone: null }, {});
    expect(row).toMatchObject({ before: '—', after: null, isChanged: true });
  });

  it('compares nested values by their JSON and handles plain values', () => {
    expect(diffRows({ tags: [1, 2] }, { tags: [1, 2] })[0]?.isChanged).toBe(false);
    expect(diffRows({ tags: [1, 2] }, { tags: [2, 1] })[0]?.isChanged).toBe(true);
    expect(diffRows('a', 'b')).toEqual([{ key: '', label: '—', before: 'a', after: 'b', isChanged: true }]);
    expect(diffRows(null, null)).toEqual([]);
  });
});
