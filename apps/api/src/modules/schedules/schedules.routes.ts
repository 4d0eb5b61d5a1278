import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { listSchedules } from './list-schedules.ts';
import { runScheduleNow } from './run-schedule-now.ts';

/** The recurring jobs, for the operators (Operaciones in the back office; docs/operations.md). */
export const schedulesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'listSchedules', () => listSchedules(db));

  endpoint(app, 'runScheduleNow', ({ actor, params, ctx }) => runScheduleNow(db, actor, params.name, ctx));
};
