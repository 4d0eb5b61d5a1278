import { ErrorResponseSchema, FileKeyParamsSchema, SignedLinkQuerySchema, z } from '@amparo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from './content-disposition.ts';
import { openSignedFile } from './open-signed-file.ts';

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/*',
    {
      // The signed link is the authorization: no session, the signature decides.
      config: { permission: 'public' },
      schema: {
        tags: ['archivos'],
        summary: 'Descargar un archivo con un enlace firmado de corta duración',
        params: FileKeyParamsSchema,
        querystring: SignedLinkQuerySchema,
        response: {
          200: z.any().describe('El archivo'),
          400: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          410: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { expires, signature, disposition } = request.query;
      const now = new Date();
      const file = await openSignedFile(
        app.services,
        { key: request.params['*'], expires, signature, disposition },
        now,
      );
      const secondsLeft = Math.max(0, expires - Math.floor(now.getTime() / 1000));
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header(
          'content-disposition',
          contentDisposition(disposition, file.filename ?? file.key.split('/').pop()!),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${Math.min(secondsLeft, 3600)}`)
        .send(file.stream);
    },
  );
};
