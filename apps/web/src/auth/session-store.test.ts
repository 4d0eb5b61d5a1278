import { describe, expect, it } from 'vitest';
import { buildSession } from '../test/fixtures';
import { isStoredSession } from './session-store';

const stored = buildSession({ surname2: 'Ruiz', store_ids: [3] });

describe('isStoredSession', () => {
  it('accepts the login the API returned', () => {
    expect(isStoredSession(stored)).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['a string', 'amparo'],
    ['no token', { ...stored, api_token: undefined }],
    ['an unknown role', { ...stored, role: 'root' }],
    ['a text id', { ...stored, id: '7' }],
    ['store ids that are not numbers', { ...stored, store_ids: ['3'] }],
    ['a number as surname', { ...stored, surname1: 4 }],
  ])('refuses %s', (_case, value) => {
    expect(isStoredSession(value)).toBe(false);
  });
});
