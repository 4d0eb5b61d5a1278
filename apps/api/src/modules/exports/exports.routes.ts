import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { issueExportToken } from './issue-export-token.ts';

export const exportsRoutes: FastifyPluginAsync = async (app) => {
  endpoint(app, 'issueExportToken', ({ actor, body, ctx }) =>
    issueExportToken(app.db, actor, body.resource, ctx),
  );
};
