import { ErrorResponseSchema, MailListQuerySchema, MailListSchema } from '@amparo/contract';
import { Action } from '@amparo/domain';
import { count, desc, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutbox } from '../../db/schema/index.ts';

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mail-outbox',
    {
      config: { permission: Action.MAIL_OUTBOX_READ },
      schema: {
        tags: ['correo'],
        security: [{ bearerAuth: [] }],
        summary: 'Correos enviados por el sistema',
        querystring: MailListQuerySchema,
        response: {
          200: MailListSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { filter, page, per_page } = request.query;
      const where = filter.to
        ? ilike(mailOutbox.to_address, `%${filter.to.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        app.db.select({ n: count() }).from(mailOutbox).where(where),
      ]);
      return {
        data: rows.map((m) => ({ ...m, created_at: m.created_at.toISOString() })),
        meta: { page, per_page, total: total?.n ?? 0 },
      };
    },
  );
};
