import { IdParamsSchema, JobSchema } from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { security, staffErrors } from '../route-kit.ts';
import { getJob } from './get-job.ts';

/** Long operations (imports, later SEPA files and big exports) are followed here while they run. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id',
    {
      // Any signed-in caller may ask; the use-case answers only the job's owner and admins.
      config: { permission: Action.ACCOUNT_SELF },
      schema: {
        tags: ['tareas'],
        security,
        summary: 'Estado, progreso y resultado de una tarea larga (importación de usuarios)',
        params: IdParamsSchema,
        response: { 200: JobSchema, ...staffErrors },
      },
    },
    async (request) => getJob(app.db, actorOf(request), request.params.id),
  );
};
