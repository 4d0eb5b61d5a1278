import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { closeContactRequest } from './close-contact-request.ts';
import { listContactRequests } from './list-contact-requests.ts';
import { requestCallBack } from './request-call-back.ts';

export const contactRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'requestCallBack', ({ body, ctx }) => requestCallBack(db, body, ctx));

  endpoint(app, 'listContactRequests', ({ query }) => listContactRequests(db, query));

  endpoint(app, 'closeContactRequest', ({ actor, params, ctx }) =>
    closeContactRequest(db, actor, params.id, ctx),
  );
};
