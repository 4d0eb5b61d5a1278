import type { RouteEntry } from './auth.ts';

/** A route's URL pattern as a regular expression over concrete paths (`:id` is one segment). */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The methods the API answers on a path, for a 405's `Allow` header (RFC 9110
 * 15.5.6): a known path asked with a method it lacks is told what it takes,
 * an unknown path stays a 404. Empty when no API route has this path.
 */
export function allowedMethodsFor(table: readonly RouteEntry[]) {
  // Read on first use: the table fills while the routes register.
  let routes: { method: string; pattern: RegExp }[] | null = null;
  return (path: string): string[] => {
    routes ??= table.map((route) => ({ method: route.method, pattern: patternOf(route.url) }));
    const methods = new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method));
    // Fastify answers HEAD wherever it answers GET.
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}
