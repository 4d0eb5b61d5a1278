import { errorMessage } from '@amparo/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Actor } from '../../plugins/auth.ts';
import { csvTooLarge } from '../../services/csv-import.ts';
import { endpoint, type RequestContext } from '../endpoint.ts';
import { sendCsv } from '../exports/send-csv.ts';
import { usersCsv } from '../exports/users-csv.ts';
import { base64BodyLimit } from '../route-kit.ts';
import { assignUser } from './assign-user.ts';
import type { Target } from './assignment-target.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { getUser } from './get-user.ts';
import { IMPORT_STARTED, importUsersCsv, USERS_CSV_MAX_BYTES } from './import-users-csv.ts';
import { listAllUsers, listUsers } from './list-users.ts';
import { unassignUser } from './unassign-user.ts';
import { updateUser } from './update-user.ts';

type AssignmentInput = { actor: Actor; params: { id: number; targetId: number }; ctx: RequestContext };

export const usersRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'listUsers', async ({ actor, query, reply }) => {
    if (query.export_csv === '1') {
      const rows = await listAllUsers(db, actor, query.filter);
      return sendCsv(reply, 'usuarios.csv', usersCsv(rows));
    }
    return listUsers(db, actor, query);
  });

  endpoint(app, 'getUser', ({ actor, params }) => getUser(db, actor, params.id));

  endpoint(app, 'createUser', ({ actor, body, ctx }) => createUser(db, actor, body, ctx));

  endpoint(app, 'updateUser', ({ actor, params, body, ctx }) => updateUser(db, actor, params.id, body, ctx));

  endpoint(app, 'deleteUser', async ({ actor, params, ctx }) => {
    await deleteUser(db, actor, params.id, ctx);
    return null;
  });

  endpoint(
    app,
    'importUsersCsv',
    async ({ actor, body, ctx, reply }) => {
      const start = await importUsersCsv(db, actor, body, ctx);
      if (!start.started) {
        const message =
          start.code === 'CSV_ROWS_INVALID'
            ? errorMessage('CSV_ROWS_INVALID', { count: start.report.errors.length })
            : errorMessage('CSV_NO_VALID_ROWS');
        return reply.code(422).send({ code: start.code, message, ...start.report });
      }
      return { job_id: start.jobId, message: IMPORT_STARTED };
    },
    {
      // The file in base64 is a third larger; over the default body limit (app.ts), so the route sets its own.
      bodyLimit: base64BodyLimit(USERS_CSV_MAX_BYTES),
      bodyTooLargeMessage: csvTooLarge(USERS_CSV_MAX_BYTES),
    },
  );

  /** Assigning a user to a distributor or a store, or taking the assignment back: 204. */
  const assignment =
    (change: typeof assignUser | typeof unassignUser, target: Target) =>
    async ({ actor, params, ctx }: AssignmentInput) => {
      await change(db, actor, params.id, target, params.targetId, ctx);
      return null;
    };
  endpoint(app, 'assignDistributor', assignment(assignUser, 'distributor'));
  endpoint(app, 'unassignDistributor', assignment(unassignUser, 'distributor'));
  endpoint(app, 'assignStore', assignment(assignUser, 'store'));
  endpoint(app, 'unassignStore', assignment(unassignUser, 'store'));
};
