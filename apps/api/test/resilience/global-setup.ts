import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPostgresTemplate } from '../seed-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    resilienceTemplate: string;
  }
}

/**
 * The resilience suite runs the real server as production does: the bundle of
 * apps/api/build.mjs, built here from the current sources so it is never
 * stale. It goes under apps/api/node_modules/.cache (ignored by git, and not
 * dist/, which `npm run build` may be writing at the same time); third-party
 * packages resolve from the workspace's node_modules as they do from dist/.
 */
export const BUNDLE_DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/amparo-resilience');

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('La prueba de resiliencia necesita PostgreSQL: define DATABASE_URL');
  // The bundle exactly as `npm run build` makes it (apps/api/build.mjs), only elsewhere.
  const built = spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../../build.mjs')], {
    env: { ...process.env, AMPARO_BUILD_OUTDIR: BUNDLE_DIR },
    stdio: 'inherit',
  });
  if (built.status !== 0)
    throw new Error('No se ha podido construir el servidor para la prueba de resiliencia');
  // One migrated, seeded database per run; each test file copies it (CREATE DATABASE … TEMPLATE).
  const template = `amparo_res_tpl_${process.pid}`;
  const admin = await createPostgresTemplate(url, template);
  project.provide('resilienceTemplate', template);
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
