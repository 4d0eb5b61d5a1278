import type { RouteObject } from 'react-router';
import { appRoutes } from './routes';

/**
 * Every path pattern the client router answers, in React Router syntax
 * ('/tienda/:slug', '/peritation/*'). A route whose own path is '*' is a
 * not-found page, so it is left out: the server answers those paths with 404.
 * The web build writes this list to dist/route-patterns.json for the server.
 */
export function routePatterns(routes: readonly RouteObject[], parent = ''): string[] {
  const patterns: string[] = [];
  for (const route of routes) {
    if (route.path === '*') continue;
    const full = route.path === undefined ? parent : joinPaths(parent, route.path);
    if (route.path !== undefined || route.index) patterns.push(full || '/');
    if (route.children) patterns.push(...routePatterns(route.children, full));
  }
  return [...new Set(patterns)].sort();
}

function joinPaths(parent: string, child: string): string {
  if (child.startsWith('/')) return child.replace(/\/+$/, '') || '/';
  return `${parent.replace(/\/+$/, '')}/${child}`.replace(/\/+$/, '') || '/';
}

export function appRoutePatterns(base = ''): string[] {
  const patterns = routePatterns(appRoutes);
  const prefix = base.replace(/\/+$/, '');
  if (!prefix) return patterns;
  return patterns.map((pattern) => (pattern === '/' ? prefix : `${prefix}${pattern}`));
}
