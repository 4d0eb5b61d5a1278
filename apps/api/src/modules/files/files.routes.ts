import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { contentDisposition } from './content-disposition.ts';
import { openSignedFile } from './open-signed-file.ts';

export const filesRoutes: FastifyPluginAsync = async (app) => {
  // The signed link is the authorization: no session, the signature decides.
  endpoint(app, 'downloadFile', async ({ params, query, now, reply }) => {
    const { expires, signature, disposition } = query;
    const file = await openSignedFile(
      app.services,
      { key: params['*'], expires, signature, disposition },
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
  });
};
