import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/** Bad input never gets a 500 or a stack trace: a Spanish message and the right 4xx. */
describe('errors', () => {
  it.each([
    {
      what: 'unknown API route',
      method: 'GET',
      url: '/api/nada',
      status: 404,
      message: /No existe la ruta GET \/api\/nada/,
    },
    {
      what: 'id that is not a number',
      method: 'GET',
      url: '/api/product_types/abc',
      status: 400,
      message: /Datos no válidos: El identificador debe ser un número/,
    },
    { what: 'negative id', method: 'GET', url: '/api/product_types/-3', status: 400, message: /positivo/ },
    {
      what: 'id beyond integer range',
      method: 'GET',
      url: '/api/product_types/99999999999',
      status: 400,
      message: /demasiado grande/,
    },
    {
      what: 'unknown product type (spec 8)',
      method: 'GET',
      url: '/api/product_types/2',
      status: 404,
      message: /^Producto no encontrado: 2$/,
    },
  ])('$what gives $status', async ({ method, url, status, message }) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers malformed JSON with 400 in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/call-you',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El cuerpo de la petición no es un JSON válido');
  });

  it('answers a body in a format the API does not read with 415 in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/call-you',
      headers: { 'content-type': 'application/xml' },
      payload: '<hola/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Tipo de contenido no admitido: envía JSON');
  });

  it('answers a plain-text body with 400, not a crash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/call-you',
      headers: { 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Datos no válidos/);
  });

  it('parses bracketed query strings (spec 7)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product_types?filter[active]=true' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { id: number }) => p.id)).toEqual([1, 3, 4, 5, 6, 7]);
    const none = await t.app.inject({ method: 'GET', url: '/api/product_types?filter[active]=false' });
    expect(none.json().data).toEqual([]);
  });
});
