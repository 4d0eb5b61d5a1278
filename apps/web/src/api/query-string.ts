// Spec 7: GET parameters are serialized as bracketed query strings,
// e.g. { filter: { role: 'admin' }, page: 2 } → filter[role]=admin&page=2.
// Empty values are left out so a cleared filter does not reach the server.
export type QueryValue = string | number | boolean | null | undefined | QueryParams;
export type QueryParams = { [key: string]: QueryValue };

function append(search: URLSearchParams, key: string, value: QueryValue) {
  if (value === null || value === undefined || value === '') return;
  if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value)) append(search, `${key}[${child}]`, childValue);
    return;
  }
  search.append(key, String(value));
}

export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) append(search, key, value);
  const text = search.toString().replace(/%5B/g, '[').replace(/%5D/g, ']');
  return text ? `?${text}` : '';
}
