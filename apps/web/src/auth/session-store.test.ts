import { describe, expect, it } from 'vitest';
import { isStoredSession } from './session-store';

const stored = {
  id: 7,
  role: 'admin',
  email: 'ana@amparo.es',
  name: 'Ana',
  surname1: null,
  surname2: 'Ruiz',
  documentType: null,
  documentCode: null,
  phone: null,
  employee: 'N',
  personType: 'F',
  distributor_ids: [],
  store_ids: [3],
  last_login_at: null,
  created_at: '2026-11-01T09:00:00Z',
  api_token: 'token-de-prueba',
  expires_at: '2026-12-01T09:00:00Z',
};

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
