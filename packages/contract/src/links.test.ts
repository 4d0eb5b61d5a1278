import { describe, expect, it } from 'vitest';
import { LINK_PATHS, linkTo } from './links.ts';

describe('linkTo', () => {
  const base = 'https://amparo.example';

  it.each([
    ['customerArea', {}, 'https://amparo.example/area-cliente'],
    ['customerClaim', { params: { id: 7 } }, 'https://amparo.example/area-cliente/siniestros/7'],
    [
      'purchasePayment',
      { query: { acceso: 'tok_1' } },
      'https://amparo.example/contratacion/pago?acceso=tok_1',
    ],
    [
      'peritation',
      { params: { id: 12 }, query: { acceso: 'a b' } },
      'https://amparo.example/peritation/12?acceso=a+b',
    ],
    ['signing', { params: { id: 3 } }, 'https://amparo.example/firma/3'],
    ['signatureReturn', { params: { id: 3 } }, 'https://amparo.example/signature/3/return'],
    [
      'adminResetPassword',
      { query: { token: 'x' } },
      'https://amparo.example/admin/restablecer-contrasena?token=x',
    ],
  ] as const)('%s', (name, options, expected) => {
    expect(linkTo(base, name, options)).toBe(expected);
  });

  it('drops a trailing slash of the public address and undefined query values', () => {
    expect(linkTo(`${base}/`, 'customerArea', { query: { cuenta: 'nueva', poliza: undefined } })).toBe(
      'https://amparo.example/area-cliente?cuenta=nueva',
    );
  });

  it('encodes parameters and refuses a missing one', () => {
    expect(linkTo(base, 'customerClaim', { params: { id: '1/2' } })).toBe(
      'https://amparo.example/area-cliente/siniestros/1%2F2',
    );
    expect(() => linkTo(base, 'signing')).toThrow(/id/);
  });

  it('gives every page a path under the site root', () => {
    for (const path of Object.values(LINK_PATHS)) expect(path).toMatch(/^\/[a-z]/);
  });
});
