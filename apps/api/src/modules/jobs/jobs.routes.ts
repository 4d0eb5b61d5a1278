import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { getJob } from './get-job.ts';

/**
 * Long operations (imports, SEPA files, a scheduled job run now) are followed here while they run.
 * Any signed-in caller may ask; the use-case answers only the job's owner and admins.
 */
export const jobsRoutes: FastifyPluginAsync = async (app) => {
  endpoint(app, 'getJob', ({ actor, params }) => getJob(app.db, actor, params.id));
};
