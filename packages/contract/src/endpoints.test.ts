import { describe, expect, it } from 'vitest';
import { type EndpointName, endpoints } from './index.ts';
import { apiRoutes } from './routes.ts';

const names = Object.keys(apiRoutes) as EndpointName[];

describe('the endpoint declarations', () => {
  it('gives each endpoint one method and path', () => {
    const keys = names.map((name) => `${apiRoutes[name].method} ${apiRoutes[name].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sends the login exactly to the endpoints that need a permission', () => {
    const wrong = names.filter(
      (name) => (apiRoutes[name].auth === 'session') !== (endpoints[name].permission !== 'public'),
    );
    expect(wrong).toEqual([]);
  });

  it('declares the refusals a login implies: 401 without one, 403 for a role without the permission', () => {
    const wrong = names.filter((name) => {
      const { permission, errors } = endpoints[name];
      const statuses = errors as readonly number[];
      return permission !== 'public' && !(statuses.includes(401) && statuses.includes(403));
    });
    expect(wrong).toEqual([]);
  });

  it('never declares a status twice, as a success and as a refusal', () => {
    const wrong = names.filter((name) => {
      const { responses, errors } = endpoints[name];
      const other =
        'otherResponses' in endpoints[name] ? Object.keys(endpoints[name].otherResponses ?? {}) : [];
      const all = [...Object.keys(responses), ...errors.map(String), ...other];
      return new Set(all).size !== all.length;
    });
    expect(wrong).toEqual([]);
  });

  it('documents every endpoint: a summary and one tag', () => {
    const wrong = names.filter(
      (name) => !endpoints[name].summary?.trim() || endpoints[name].tags.length !== 1,
    );
    expect(wrong).toEqual([]);
  });
});
