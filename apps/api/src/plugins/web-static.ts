import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers a GET the API and the static files did not claim: the app's page, or undefined to let the 404 through. */
export type SendWebPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app (apps/web/dist). Only the content-hashed files
 * under /assets may be cached for good; the HTML and the unhashed files are
 * revalidated on every visit, so a deploy reaches returning visitors at once.
 * Text files are sent as the brotli or gzip copy made at build time when the
 * browser accepts it (Vary: Accept-Encoding).
 *
 * Returns the fallback that answers the client router's paths with index.html
 * (with landing.html, the prerendered landing, for '/'; with a page of its own,
 * its scripts preloaded and perhaps prerendered, for each page in pages.json):
 * 200 for a path the router knows (dist/route-patterns.json, written by the
 * web build from its route table), 404 (still the page, so the not-found
 * screen shows) for any other, and nothing for a missing file (an old
 * /assets/index-OLDHASH.js is a plain 404, never the HTML).
 */
export async function registerWebStatic(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<SendWebPage | undefined> {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: only the API is served');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The compressed copies are served in place of their original, never by their own name.
    allowedPath: (pathname) => !/\.(br|gz)$/.test(pathname),
    setHeaders: (res, filePath) => {
      const relative = path.relative(webDist, filePath);
      res.setHeader('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      // The same URL answers brotli, gzip or plain bytes: caches must keep them apart.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  const isKnownPath = knownPathMatcher(readRoutePatterns(webDist, app));
  // The landing page, prerendered by the web build: painted before any script runs.
  const landingPage = fs.existsSync(path.join(webDist, 'landing.html')) ? 'landing.html' : 'index.html';
  const pageFor = pageFileFinder(readPages(webDist));
  return (request, reply) => {
    const [rawPath = '/', query] = request.url.split('?');
    const pathname = rawPath.replace(/\/+$/, '') || '/';
    if (!['GET', 'HEAD'].includes(request.method) || pathname.startsWith('/api')) return undefined;
    if (looksLikeFile(pathname)) return undefined;
    if (pathname === '/') return reply.sendFile(landingPage);
    if (!isKnownPath(pathname)) return reply.status(404).sendFile('index.html');
    return reply.sendFile(pageFor(pathname, Boolean(query)) ?? 'index.html');
  };
}

/** A request for a file (/assets/..., /robots.txt) never gets the page in its place. */
function looksLikeFile(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
}

function readRoutePatterns(webDist: string, app: FastifyInstance): string[] | undefined {
  const file = path.join(webDist, 'route-patterns.json');
  if (!fs.existsSync(file)) {
    app.log.warn({ file }, 'no route-patterns.json: every page path answers 200');
    return undefined;
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
}

/** A page of dist/pages.json (written by the web build, apps/web/vite.config.ts). */
type PageFiles = { pattern: string; html: string; prerendered?: string };

function readPages(webDist: string): PageFiles[] {
  const file = path.join(webDist, 'pages.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PageFiles[]) : [];
}

/**
 * The HTML file of a page in pages.json, or undefined: the prerendered one (its first visit) when
 * the address has no query, the one with only its scripts preloaded when it has one (a link may ask
 * for another step or product, which the app then renders instead).
 */
export function pageFileFinder(
  pages: PageFiles[],
): (pathname: string, hasQuery: boolean) => string | undefined {
  const matchers = pages.map((page) => ({ page, matches: knownPathMatcher([page.pattern]) }));
  return (pathname, hasQuery) => {
    const page = matchers.find(({ matches }) => matches(pathname))?.page;
    if (!page) return undefined;
    return page.prerendered && !hasQuery ? page.prerendered : page.html;
  };
}

/**
 * React Router pattern syntax: `:param` is one segment, `:param?` an optional
 * one, a final `*` the rest of the path; matching ignores case, as the router does.
 */
export function knownPathMatcher(patterns: string[] | undefined): (pathname: string) => boolean {
  if (!patterns) return () => true;
  const expressions = patterns.map((pattern) => {
    const segments = pattern.split('/').filter(Boolean);
    const source = segments
      .map((segment) => {
        if (segment === '*') return '(?:/.*)?';
        if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
        const literal = segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        return segment.endsWith('?') ? `(?:/${literal.slice(0, -2)})?` : `/${literal}`;
      })
      .join('');
    return new RegExp(`^${source || '/'}/?$`, 'i');
  });
  return (pathname) => {
    let decoded = pathname;
    try {
      decoded = decodeURI(pathname);
    } catch {}
    return expressions.some((expression) => expression.test(decoded) || expression.test(pathname));
  };
}

export function findWebDist(configured: string | undefined): string | undefined {
  if (configured) return path.resolve(configured);
  const candidates = [path.resolve('apps/web/dist'), path.resolve('../web/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}
