import { describe, expect, it } from 'vitest';
import { diffRows } from './json-diff';

describe('audit before/after rows', () => {
  it('marks changed, added and removed fields', () => {
    const rows = diffRows(
      { name: 'Jorge', phone: null, role: 'agent' },
      { name: 'Jorge', phone: '612000111', store: 3 },
    );
    expect(rows).toEqual([
      { key: 'name', before: 'Jorge', after: 'Jorge', isChanged: false },
      { key: 'phone', before: 'null', after: '612000111', isChanged: true },
      { key: 'role', before: 'agent', after: null, isChanged: true },
      { key: 'store', before: null, after: '3', isChanged: true },
    ]);
  });

  it('shows a creation as fields with no before', () => {
    expect(diffRows(null, { email: 'a@b.es' })).toEqual([
      { key: 'email', before: null, after: 'a@b.es', isChanged: true },
    ]);
  });

  it('compares nested values by their JSON and handles plain values', () => {
    expect(diffRows({ tags: [1, 2] }, { tags: [1, 2] })[0]?.isChanged).toBe(false);
    expect(diffRows('a', 'b')).toEqual([{ key: '', before: 'a', after: 'b', isChanged: true }]);
    expect(diffRows(null, null)).toEqual([]);
  });
});
