import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { AppError } from '../errors.ts';
import { registerErrorHandler } from './error-handler.ts';

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
      code: 'ROUTE_NOT_FOUND',
    },
    {
      what: 'id that is not a number',
      method: 'GET',
      url: '/api/product_types/abc',
      status: 400,
      message: /Datos no válidos: El identificador debe ser un número/,
      code: 'VALIDATION_FAILED',
    },
    {
      what: 'negative id',
      method: 'GET',
      url: '/api/product_types/-3',
      status: 400,
      message: /positivo/,
      code: 'VALIDATION_FAILED',
    },
    {
      what: 'id beyond integer range',
      method: 'GET',
      url: '/api/product_types/99999999999',
      status: 400,
      message: /demasiado grande/,
      code: 'VALIDATION_FAILED',
    },
    {
      what: 'unknown product type (spec 8)',
      method: 'GET',
      url: '/api/product_types/2',
      status: 404,
      message: /^Producto no encontrado: 2$/,
      code: 'PRODUCT_NOT_FOUND',
    },
  ])('$what gives $status $code', async ({ method, url, status, message, code }) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(res.json().code).toBe(code);
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
    expect(res.json()).toEqual({
      message: 'El cuerpo de la petición no es un JSON válido',
      code: 'INVALID_JSON',
    });
  });

  it('answers a body in a format the API does not read with 415 in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/call-you',
      headers: { 'content-type': 'application/xml' },
      payload: '<hola/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Tipo de contenido no admitido: envía JSON',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
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

/** The handler alone, on a bare server: what a use-case throws is what the client reads. */
describe('error handler', () => {
  async function serverThrowing(error: unknown) {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw error;
    });
    await app.ready();
    return app;
  }

  it('answers a thrown business code with its status, Spanish message and code', async () => {
    const app = await serverThrowing(new AppError('DISCOUNT_OTHER_STORE'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Este código de descuento es de otra tienda',
      code: 'DISCOUNT_OTHER_STORE',
    });
    await app.close();
  });

  it('fills message parameters and keeps field errors', async () => {
    const errors = [{ path: 'body.preferred_time', message: 'La hora preferida ya ha pasado' }];
    const app = await serverThrowing(new AppError('CSV_TOO_MANY_ROWS', { params: { max: 5000 }, errors }));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'El CSV tiene más de 5000 filas: divídelo',
      code: 'CSV_TOO_MANY_ROWS',
      errors,
    });
    await app.close();
  });

  it('answers anything unplanned with 500 and the generic Spanish message, no details (spec 8)', async () => {
    const app = await serverThrowing(new Error('secret internals at file.ts:12'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Ha ocurrido un error', code: 'INTERNAL_ERROR' });
    await app.close();
  });

  it('answers a database constraint error with its business code', async () => {
    const app = await serverThrowing(Object.assign(new Error('duplicate key'), { code: '23505' }));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Ya existe un registro con esos datos', code: 'DUPLICATE_RECORD' });
    await app.close();
  });
});
