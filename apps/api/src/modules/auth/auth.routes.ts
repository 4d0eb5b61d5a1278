import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { getCurrentUser } from './get-current-user.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { rememberPassword } from './remember-password.ts';
import { resetPassword } from './reset-password.ts';

/** Staff authentication: log in and out, who am I, forgotten password (spec 6). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'login', ({ body, ctx }) => login(db, body, ctx));

  endpoint(app, 'logout', async ({ actor, ctx }) => {
    await logout(db, actor, ctx);
    return null;
  });

  endpoint(app, 'getMe', ({ actor }) => getCurrentUser(db, actor));

  endpoint(app, 'rememberPassword', ({ body, ctx }) => rememberPassword(db, body.email, ctx));

  endpoint(app, 'resetPassword', ({ body, ctx }) => resetPassword(db, body, ctx));
};
