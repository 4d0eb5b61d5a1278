import { describe, expect, it, vi } from 'vitest';
import { type ApiClientOptions, createApiClient, fillPath } from './client';
import { ApiError } from './http';

type Answer = { status?: number; body?: unknown; raw?: string };

/** A client on a fake fetch that records each request and answers `answer`. */
function clientWith(answer: Answer | Error = {}, token: string | null = 'tok-123') {
  const requests: { url: string; init: RequestInit; headers: Headers }[] = [];
  const onSessionEnded = vi.fn();
  const fakeFetch: ApiClientOptions['fetch'] = async (input, init = {}) => {
    requests.push({ url: String(input), init, headers: new Headers(init.headers) });
    if (answer instanceof Error) throw answer;
    const { status = 200, body = {}, raw } = answer;
    return new Response(status === 204 ? null : (raw ?? JSON.stringify(body)), { status });
  };
  const client = createApiClient({
    fetch: fakeFetch,
    getToken: () => token,
    onSessionEnded,
    networkMessage: () => 'Sin conexión',
    genericMessage: () => 'Ha ocurrido un error',
  });
  return { client, requests, onSessionEnded };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('fillPath', () => {
  it('fills and encodes every path parameter', () => {
    expect(fillPath('/users/:id/stores/:targetId', { id: 3, targetId: 9 })).toBe('/users/3/stores/9');
    expect(fillPath('/discounts/validate/:code', { code: 'BIEN VENIDO/1' })).toBe(
      '/discounts/validate/BIEN%20VENIDO%2F1',
    );
    expect(fillPath('/products/:id/ipid.pdf', { id: 7 })).toBe('/products/7/ipid.pdf');
  });

  it('refuses to build an address with a parameter missing', () => {
    expect(() => fillPath('/policies/:id', {})).toThrow(/id/);
    expect(() => fillPath('/proposals/:id', { id: '' })).toThrow(/id/);
  });
});

describe('the typed API client', () => {
  it('calls the route of the endpoint map, with bracketed query strings and no empty filters', async () => {
    const { client, requests } = clientWith({
      body: { data: [], meta: { page: 2, per_page: 25, total: 0 } },
    });
    const list = await client.call('listPolicies', {
      query: { filter: { status: 2, search: '', store_id: null }, page: 2 },
    });
    expect(list.meta.page).toBe(2);
    expect(requests[0]?.url).toBe('/api/policies?filter[status]=2&page=2');
    expect(requests[0]?.init.method).toBe('GET');
    expect(requests[0]?.init.body).toBeUndefined();
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('sends JSON bodies with the path parameters filled in', async () => {
    const { client, requests } = clientWith({ body: { id: 4 } });
    await client.call('updateUser', { params: { id: 4 }, body: { name: 'Lucía' } });
    expect(requests[0]?.url).toBe('/api/users/4');
    expect(requests[0]?.init.method).toBe('PATCH');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({ name: 'Lucía' });
  });

  it('sends the stored login to routes that need one, and never to public routes', async () => {
    const { client, requests } = clientWith();
    await client.call('getMe');
    await client.call('listProducts');
    await client.call('getSettings');
    await client.call('getSettings', { withSession: true });
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer tok-123',
      null,
      null,
      'Bearer tok-123',
    ]);
  });

  it('sends the Idempotency-Key of a booking', async () => {
    const { client, requests } = clientWith({ status: 201, body: { id: 1 } });
    await client.call('bookPolicy', { body: {} as never, idempotencyKey: 'clave-de-prueba-1' });
    expect(requests[0]?.url).toBe('/api/policies');
    expect(requests[0]?.init.method).toBe('POST');
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('clave-de-prueba-1');
  });

  it('answers null for a 204', async () => {
    const { client } = clientWith({ status: 204 });
    await expect(client.call('deleteUser', { params: { id: 2 } })).resolves.toBeNull();
  });

  it("throws one ApiError with the server's status, message, code and field issues", async () => {
    const body = {
      message: 'Ese código de descuento es de otra tienda',
      code: 'DISCOUNT_OTHER_STORE',
      errors: [{ path: 'discount_code', message: 'Código de otra tienda' }],
    };
    const { client } = clientWith({ status: 422, body });
    const error = await failureOf(client.call('validateDiscount', { params: { code: 'TIENDA10' } }));
    expect(error.status).toBe(422);
    expect(error.message).toBe(body.message);
    expect(error.code).toBe('DISCOUNT_OTHER_STORE');
    expect(error.issues).toEqual(body.errors);
  });

  it('falls back to the generic Spanish message when the answer is not JSON', async () => {
    const { client } = clientWith({ status: 502, raw: '<html>Bad gateway</html>' });
    const error = await failureOf(client.call('listProducts'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Ha ocurrido un error');
    expect(error.code).toBeUndefined();
  });

  it('says the network failed, with no status, when there is no answer', async () => {
    const { client } = clientWith(new TypeError('Failed to fetch'));
    const error = await failureOf(client.call('listProducts'));
    expect(error.status).toBeNull();
    expect(error.message).toBe('Sin conexión');
  });

  it('ends the session on a 401 to a call that sent the login, and only then', async () => {
    const withToken = clientWith({ status: 401, body: { message: 'Tu sesión ha caducado' } });
    await failureOf(withToken.client.call('getMe'));
    expect(withToken.onSessionEnded).toHaveBeenCalledTimes(1);

    const publicCall = clientWith({ status: 401, body: { message: 'Enlace caducado' } });
    await failureOf(
      publicCall.client.call('getPolicyAccess', { params: { purpose: 'payment' }, query: { token: 'x' } }),
    );
    expect(publicCall.onSessionEnded).not.toHaveBeenCalled();
  });

  it('builds the address of what the browser opens itself', () => {
    const { client } = clientWith();
    expect(client.url('productIpid', { params: { id: 3 } })).toBe('/api/products/3/ipid.pdf');
    expect(
      client.url('listUsers', { query: { export_csv: '1', token: 't', filter: { role: 'admin' } } }),
    ).toBe('/api/users?export_csv=1&token=t&filter[role]=admin');
  });
});
