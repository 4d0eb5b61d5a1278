import {
  ErrorResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RememberPasswordRequestSchema,
  ResetPasswordRequestSchema,
  UserSchema,
  z,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { security, staffErrors } from '../route-kit.ts';
import { getCurrentUser } from './get-current-user.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { rememberPassword } from './remember-password.ts';
import { resetPassword } from './reset-password.ts';

const errors = staffErrors;
const tags = ['sesión'];

/** Staff authentication: log in and out, who am I, forgotten password (spec 6). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (ip: string) => ({ now: new Date(), ip, publicUrl: app.config.publicUrl });

  app.post(
    '/users/login',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Iniciar sesión (personal)',
        body: LoginRequestSchema,
        response: {
          200: LoginResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => login(app.db, request.body, ctx(request.ip)),
  );

  app.post(
    '/users/logout',
    {
      config: { permission: Action.ACCOUNT_SELF },
      schema: { tags, security, summary: 'Cerrar sesión', response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await logout(app.db, actorOf(request), ctx(request.ip));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/me',
    {
      config: { permission: Action.ACCOUNT_SELF },
      schema: { tags, security, summary: 'Mi usuario', response: { 200: UserSchema, ...errors } },
    },
    async (request) => getCurrentUser(app.db, actorOf(request)),
  );

  app.post(
    '/users/remember-password',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Pedir un enlace para restablecer la contraseña',
        body: RememberPasswordRequestSchema,
        response: { 202: MessageResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await rememberPassword(app.db, request.body.email, ctx(request.ip))),
  );

  app.post(
    '/users/reset-password',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Elegir contraseña con el enlace recibido',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema, 400: ErrorResponseSchema, 410: ErrorResponseSchema },
      },
    },
    async (request) => resetPassword(app.db, request.body, ctx(request.ip)),
  );
};
