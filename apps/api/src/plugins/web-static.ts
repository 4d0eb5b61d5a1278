import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app (apps/web/dist) and answers every other GET that
 * asks for HTML with index.html, so that the client router (history mode)
 * owns those paths. /api paths never fall back to the page.
 */
export async function registerWebStatic(app: FastifyInstance, webDist: string | undefined) {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: only the API is served');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    maxAge: '1y',
    immutable: true,
    setHeaders: (res, filePath) => {
      // Hashed assets are immutable; everything else must be revalidated.
      if (!filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'no-cache');
    },
  });
  return true;
}

export function findWebDist(configured: string | undefined): string | undefined {
  if (configured) return path.resolve(configured);
  const candidates = [path.resolve('apps/web/dist'), path.resolve('../web/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}
