import { connect } from 'node:net';
import { Role } from '@amparo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSession } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { MAX_URL_LENGTH } from './error-handler.ts';

const t = useTestApp();

type Answer = { description: string; content?: Record<string, { schema: Record<string, unknown> }> };
type Operation = { responses: Record<string, Answer> };
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  paths = res.json().paths;
});

const operations = () =>
  Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

/** Sends raw bytes to a listening copy of the app and returns the raw HTTP answer. */
async function rawRequest(request: string): Promise<{ status: number; body: string }> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString();
    });
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body };
}

/** The OpenAPI document says what the API answers. */
describe('OpenAPI document', () => {
  it('documents a 204 with no content', () => {
    const noContent = operations().filter(({ operation }) => operation.responses['204']);
    expect(noContent.length).toBeGreaterThan(5);
    for (const { path, method, operation } of noContent) {
      expect(operation.responses['204']?.content, `${method} ${path}`).toBeUndefined();
    }
  });

  it('and a 204 comes back empty', async () => {
    const { headers } = await seedSession(t.db, Role.ADMIN);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('documents the CSV exports as text/csv besides the JSON list', () => {
    for (const path of ['/api/users', '/api/policies']) {
      const ok = paths[path]?.get?.responses['200'];
      expect(Object.keys(ok?.content ?? {}), path).toEqual(['application/json', 'text/csv']);
      expect(ok?.content?.['application/json']?.schema.type, path).toBe('object');
    }
  });

  it('documents the IPID as a PDF and a signed file as binary, their errors as JSON', () => {
    const ipid = paths['/api/products/{id}/ipid.pdf']?.get?.responses;
    expect(ipid?.['200']?.content).toEqual({
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(ipid?.['404']?.content ?? {})).toEqual(['application/json']);
    const file = paths['/api/files/{*}']?.get?.responses;
    expect(file?.['200']?.content).toEqual({
      'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
    });
  });

  it('and the IPID comes back as a PDF', async () => {
    const res = await t.app.inject({ url: '/api/products/1/ipid.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('documents every error answer as JSON', () => {
    for (const { path, method, operation } of operations()) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(Object.keys(answer.content ?? {}), `${method} ${path} ${status}`).toEqual([
          'application/json',
        ]);
      }
    }
  });

  it('documents 414 on every route and 413/415 on every route that reads a body', () => {
    for (const { path, method, operation } of operations()) {
      expect(operation.responses['414'], `${method} ${path}`).toBeDefined();
      if (['post', 'put', 'patch'].includes(method)) {
        expect(operation.responses['413'], `${method} ${path}`).toBeDefined();
        expect(operation.responses['415'], `${method} ${path}`).toBeDefined();
      }
    }
  });

  it('documents 429 on the rate-limited routes and 422 where rules can refuse', () => {
    for (const [path, method] of [
      ['/api/users/login', 'post'],
      ['/api/call-you', 'post'],
      ['/api/customer/access-code', 'post'],
      ['/api/proposals', 'post'],
    ] as const) {
      expect(paths[path]?.[method]?.responses['429'], `${method} ${path}`).toBeDefined();
    }
    expect(paths['/api/proposals']?.post?.responses['422']).toBeDefined();
  });

  it('answers an address over the limit with 414 in Spanish', async () => {
    const res = await t.app.inject({ url: `/api/products?q=${'a'.repeat(MAX_URL_LENGTH)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'La dirección es demasiado larga', code: 'URI_TOO_LONG' });
  });

  it('answers a body too large with 413 and a bad content type with 415, in Spanish', async () => {
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/call-you',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(16 * 1024 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: 'La petición es demasiado grande', code: 'BODY_TOO_LARGE' });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/call-you',
      headers: { 'content-type': 'text/<script>' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({
      message: 'Tipo de contenido no admitido: envía JSON',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('answers an unknown path or method in Spanish without echoing markup', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/health/%3Cscript%3E<b>x</b>' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
    expect(res.json().message).toMatch(/^No existe la ruta PATCH \/api\/health\//);
    expect(res.body).not.toMatch(/[<>]/);
    const long = await t.app.inject({ url: `/api/${'a'.repeat(2000)}` });
    expect(long.json().message.length).toBeLessThan(150);
  });

  it('answers a method the HTTP parser refuses in Spanish, in the one shape', async () => {
    const res = await rawRequest('FROB /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: 'La petición no es válida', code: 'BAD_REQUEST' });
    const huge = await rawRequest(`GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body).code).toBe('HEADERS_TOO_LARGE');
  });

  it('accepts the bearer scheme in any case', async () => {
    const { token } = await seedSession(t.db, Role.ADMIN);
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const res = await t.app.inject({
        url: '/api/users/me',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(res.statusCode, scheme).toBe(200);
    }
  });

  it('keeps the mail outbox to admins, as docs/security.md says', async () => {
    const agent = await seedSession(t.db, Role.AGENT);
    const admin = await seedSession(t.db, Role.ADMIN);
    expect((await t.app.inject({ url: '/api/mail-outbox', headers: agent.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/mail-outbox', headers: admin.headers })).statusCode).toBe(200);
  });
});
