// The limit for `npm run bench:api` (docs/performance.md, "API against the limit"): a bare node:http
// server that answers the five benchmarked calls by calling the API's own use-cases (quotePrice,
// getEvaluationStatus, listPolicies, getPolicy, createProposal from apps/api/src/modules) and its
// login lookups (findLiveToken, loadActor, the permission table's can and scopeFor), on the same
// drizzle database over a `pg` pool of the same size (10). So both servers run the same SQL and the
// same rules by construction, and a change to a use-case moves both.
//
// What the limit leaves out is the framework around those calls: Fastify (routing, the onRequest
// hooks, the security headers, the request id, the error handler, logging) and the response
// schemas' check and serialization (fastify-type-provider-zod); it writes the use-case's answer with
// JSON.stringify. Input still goes through the contract's zod schemas (as the handler receives it:
// bracketed query strings read by qs, defaults applied), which is a small share of a request. The
// gap between the API and this server is therefore the framework's cost, not the queries' (for
// those, the API's *-statements.test.ts pin the statements). Only the five calls are served; anything
// else answers 404, and the link and login checks are the API's own (a token of another purpose,
// a role without the permission: 401 / 403 as the API answers).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@amparo/contract';
import { type Action, can, scopeFor } from '@amparo/domain';
import qs from 'qs';
// The app's Fastify declarations (app.db), which plugins/auth.ts is written against; types only.
import type {} from '../../apps/api/src/app.ts';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { AppError } from '../../apps/api/src/errors.ts';
import { getEvaluationStatus } from '../../apps/api/src/modules/evaluations/get-evaluation-status.ts';
import { getPolicy } from '../../apps/api/src/modules/policies/get-policy.ts';
import { listPolicies } from '../../apps/api/src/modules/policies/list-policies.ts';
import { createProposal } from '../../apps/api/src/modules/purchase/create-proposal.ts';
import { quotePrice } from '../../apps/api/src/modules/purchase/quote-price.ts';
import { type Actor, loadActor } from '../../apps/api/src/plugins/auth.ts';
import { createFileLinks } from '../../apps/api/src/services/files/file-links.ts';
import { createLocalFileStore } from '../../apps/api/src/services/files/local-file-store.ts';
import { findLiveToken } from '../../apps/api/src/services/tokens.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL');
const { db } = openPostgres(databaseUrl, 10);
const port = Number(process.env.PORT ?? 3301);
// Only a validated check's payment link and a signed contract's download read these; the bench asks
// for neither (api-limit.ts picks checks that are not validated, and the seeded policies are unsigned).
const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost';
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-limit-files-'));
const files = createLocalFileStore({
  root: filesDir,
  links: createFileLinks(() => Buffer.from('limit-secret-limit-secret-limit-secret')),
  publicUrl,
  linkTtlSeconds: 60,
});

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The auth hook's part for a route that needs `permission`: the login token's actor, scoped. */
async function actorFor(req: http.IncomingMessage, permission: Action, now: Date): Promise<Actor> {
  const header = req.headers.authorization;
  if (!header || !/^bearer /i.test(header)) throw new AppError('UNAUTHENTICATED');
  const token = await findLiveToken(db, header.slice(7).trim(), ['login'], now);
  const actor = token ? await loadActor(db, token) : null;
  if (!actor) throw new AppError('SESSION_EXPIRED');
  if (!can(actor.role, permission)) throw new AppError('FORBIDDEN');
  return { ...actor, scope: scopeFor(actor.role, permission) };
}

/** The client's address as the API reads it with TRUST_PROXY=1: the one trusted hop's. */
function clientIp(req: http.IncomingMessage): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '');
  return forwarded.split(',').at(-1)?.trim() || req.socket.remoteAddress || '';
}

async function route(req: http.IncomingMessage, body: string): Promise<[number, unknown]> {
  const url = new URL(req.url ?? '/', 'http://limit');
  const query = qs.parse(url.search.slice(1), { depth: 4, arrayLimit: 200, parameterLimit: 500 });
  const now = new Date();
  if (req.method === 'GET' && url.pathname === '/api/policies/price')
    return [200, await quotePrice(db, endpoints.quotePrice.query.parse(query), now)];
  const evaluation = /^\/api\/policies\/(\d+)\/risk\/(\d+)\/evaluation-status$/.exec(url.pathname);
  if (req.method === 'GET' && evaluation) {
    const params = endpoints.getEvaluationStatus.params.parse({
      policyId: evaluation[1],
      riskId: evaluation[2],
    });
    const { token } = endpoints.getEvaluationStatus.query.parse(query);
    const context = { now, ip: clientIp(req), publicUrl };
    return [200, await getEvaluationStatus(db, { actor: null, token }, params, context)];
  }
  if (req.method === 'GET' && url.pathname === '/api/policies') {
    const actor = await actorFor(req, endpoints.listPolicies.permission, now);
    return [200, await listPolicies(db, actor, endpoints.listPolicies.query.parse(query))];
  }
  const detail = /^\/api\/policies\/(\d+)$/.exec(url.pathname);
  if (req.method === 'GET' && detail) {
    const actor = await actorFor(req, endpoints.getPolicy.permission, now);
    const { id } = endpoints.getPolicy.params.parse({ id: detail[1] });
    return [200, await getPolicy(db, files, actor, id, now)];
  }
  if (req.method === 'POST' && url.pathname === '/api/proposals') {
    let input: unknown;
    try {
      input = JSON.parse(body);
    } catch {
      throw new HttpError(400, 'JSON no válido');
    }
    const proposal = endpoints.createProposal.body.parse(input);
    return [201, await createProposal(db, proposal, now, clientIp(req))];
  }
  return [404, { message: 'No encontrado' }];
}

function errorAnswer(error: unknown): [number, unknown] {
  if (error instanceof AppError) return [error.statusCode, { message: error.message, code: error.code }];
  if (error instanceof HttpError) return [error.status, { message: error.message }];
  if (error instanceof Error && error.name === 'ZodError') return [400, { message: 'Datos no válidos' }];
  console.error(error);
  return [500, { message: 'Ha ocurrido un error', code: 'INTERNAL_ERROR' }];
}

http
  .createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      route(req, body)
        .catch(errorAnswer)
        .then(([status, payload]) => {
          res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(payload));
        });
    });
  })
  .listen(port, '127.0.0.1', () => console.log(`limit listening on ${port}`));

// Exit through process.exit so `node --cpu-prof` writes its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    fs.rmSync(filesDir, { recursive: true, force: true });
    process.exit(0);
  });
