import {
  AssignmentParamsSchema,
  CreateUserRequestSchema,
  ErrorResponseSchema,
  errorMessage,
  IdParamsSchema,
  JobStartedSchema,
  UpdateUserRequestSchema,
  UserListQuerySchema,
  UserListSchema,
  UserSchema,
  UsersCsvRequestSchema,
  UsersCsvResponseSchema,
  z,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { csvTooLarge } from '../../services/csv-import.ts';
import { usersCsv } from '../exports/users-csv.ts';
import { base64BodyLimit, security, staffErrors } from '../route-kit.ts';
import { assignUser } from './assign-user.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { getUser } from './get-user.ts';
import { IMPORT_STARTED, importUsersCsv, USERS_CSV_MAX_BYTES } from './import-users-csv.ts';
import { listAllUsers, listUsers } from './list-users.ts';
import { unassignUser } from './unassign-user.ts';
import { updateUser } from './update-user.ts';

const errors = staffErrors;
const tags = ['usuarios'];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (ip: string) => ({ now: new Date(), ip, publicUrl: app.config.publicUrl });

  app.get(
    '/users',
    {
      config: { permission: Action.USERS_READ, csvExport: 'users' },
      schema: {
        tags,
        security,
        summary: 'Usuarios (con export_csv=1&token=... devuelve CSV)',
        querystring: UserListQuerySchema.extend({
          export_csv: z.enum(['1']).optional(),
          token: z.string().optional(),
        }),
        response: { 200: UserListSchema.or(z.string()), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.query.export_csv === '1') {
        const rows = await listAllUsers(app.db, actor, request.query.filter);
        const csv = usersCsv(rows);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="usuarios.csv"')
          .send(csv);
      }
      return listUsers(app.db, actor, request.query);
    },
  );

  app.get(
    '/users/:id',
    {
      config: { permission: Action.USERS_READ },
      schema: {
        tags,
        security,
        summary: 'Un usuario',
        params: IdParamsSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => getUser(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/users',
    {
      config: { permission: Action.USERS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Crear un usuario del back office',
        body: CreateUserRequestSchema,
        response: { 201: UserSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createUser(app.db, actorOf(request), request.body, ctx(request.ip))),
  );

  app.patch(
    '/users/:id',
    {
      config: { permission: Action.USERS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Modificar un usuario',
        params: IdParamsSchema,
        body: UpdateUserRequestSchema,
        response: { 200: UserSchema, 409: ErrorResponseSchema, 422: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => updateUser(app.db, actorOf(request), request.params.id, request.body, ctx(request.ip)),
  );

  app.delete(
    '/users/:id',
    {
      config: { permission: Action.USERS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Eliminar un usuario',
        params: IdParamsSchema,
        response: { 204: z.null(), 422: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteUser(app.db, actorOf(request), request.params.id, ctx(request.ip));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/users-csv',
    {
      config: { permission: Action.USERS_IMPORT, bodyTooLargeMessage: csvTooLarge(USERS_CSV_MAX_BYTES) },
      // The file in base64 is a third larger; over the default body limit (app.ts), so the route sets its own.
      bodyLimit: base64BodyLimit(USERS_CSV_MAX_BYTES),
      schema: {
        tags,
        security,
        summary: 'Importar usuarios desde CSV (fileBase64)',
        body: UsersCsvRequestSchema,
        response: {
          202: JobStartedSchema,
          422: UsersCsvResponseSchema.extend({ message: z.string(), code: z.string() }).or(
            ErrorResponseSchema,
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const start = await importUsersCsv(app.db, actorOf(request), request.body, { ip: request.ip });
      if (!start.started) {
        const message =
          start.code === 'CSV_ROWS_INVALID'
            ? errorMessage('CSV_ROWS_INVALID', { count: start.report.errors.length })
            : errorMessage('CSV_NO_VALID_ROWS');
        return reply.status(422).send({ code: start.code, message, ...start.report });
      }
      return reply.status(202).send({ job_id: start.jobId, message: IMPORT_STARTED });
    },
  );

  for (const target of ['distributor', 'store'] as const) {
    const url = `/users/:id/${target}s/:targetId`;
    app.post(
      url,
      {
        config: { permission: Action.USERS_ASSIGN },
        schema: {
          tags,
          security,
          summary: `Asignar el usuario a un${target === 'store' ? 'a tienda' : ' distribuidor'}`,
          params: AssignmentParamsSchema,
          response: { 204: z.null(), 422: ErrorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        await assignUser(
          app.db,
          actorOf(request),
          request.params.id,
          target,
          request.params.targetId,
          ctx(request.ip),
        );
        return reply.status(204).send(null);
      },
    );
    app.delete(
      url,
      {
        config: { permission: Action.USERS_ASSIGN },
        schema: {
          tags,
          security,
          summary: 'Quitar la asignación',
          params: AssignmentParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await unassignUser(
          app.db,
          actorOf(request),
          request.params.id,
          target,
          request.params.targetId,
          ctx(request.ip),
        );
        return reply.status(204).send(null);
      },
    );
  }
};
