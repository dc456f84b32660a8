// Sign-in entry points and the current user: GET /api/login, GET /api/login/continue,
// GET /api/me, GET /api/session, POST /api/logout, DELETE /api/me.
import { loginQuerySchema, meSchema, sessionSchema, type Me } from '@scout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { forwardCookies } from '../../plugins/auth-session.ts';
import { OIDC_PROVIDER_ID } from '../auth/auth.ts';
import { INTENDED_ROLE_COOKIE, INTENDED_ROLE_MAX_AGE_S, signIntendedRole } from '../auth/intended-role-cookie.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { createDocumentsDisposal } from '../adoption-journeys/documents-disposal.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { deleteUserAndData } from './users.repository.ts';
import { landingPathAfterSignIn } from './users.service.ts';

const CONTINUE_PATH = '/api/login/continue';

export const usersRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  db: Database;
  notifier: Notifier;
  storage: ObjectStorage;
}> = async (app, { config, db, notifier, storage }) => {
  const documents = createDocumentsDisposal(storage, (err, message) => app.log.warn({ err }, message));
  const secure = config.publicUrl.startsWith('https://');
  const roleCookie = (value: string, maxAge: number) =>
    `${INTENDED_ROLE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  app.get('/api/login', { schema: { querystring: loginQuerySchema } }, async (request, reply) => {
    const { intended_role: role, mode } = request.query;
    reply.header('set-cookie', roleCookie(signIntendedRole(role, config.authSecret), INTENDED_ROLE_MAX_AGE_S));
    // An OpenID provider shows its own page; the built-in one opens on the form asked for.
    if (!config.oidc) return reply.redirect(`/login?intended_role=${role}${mode ? `&mode=${mode}` : ''}`);
    const { headers, response } = await app.auth.api.signInSocial({
      body: {
        provider: OIDC_PROVIDER_ID,
        callbackURL: CONTINUE_PATH,
        errorCallbackURL: `/login?intended_role=${role}&error=provider`,
      },
      headers: request.fetchHeaders(),
      returnHeaders: true,
    });
    forwardCookies(headers, reply);
    if (!response.url) throw new Error('The OpenID provider gave no sign-in address');
    return reply.redirect(response.url);
  });

  app.get(CONTINUE_PATH, async (request, reply) => {
    const user = await request.currentUser();
    reply.header('set-cookie', roleCookie('', 0));
    return reply.redirect(user ? landingPathAfterSignIn(user) : '/login');
  });

  const meOf = ({ id, role, name, email, onboarded }: Me): Me => ({ id, role, name, email, onboarded });

  app.get('/api/me', { config: { auth: 'signed-in' }, schema: { response: { 200: meSchema } } }, async (request) =>
    meOf(request.user),
  );

  // The same answer without a 401 for guests (product §7.1): what the web client asks.
  app.get('/api/session', { schema: { response: { 200: sessionSchema } } }, async (request) => {
    const user = await request.currentUser();
    return { user: user ? meOf(user) : null };
  });

  app.post('/api/logout', async (request, reply) => {
    const { headers } = await app.auth.api.signOut({ headers: request.fetchHeaders(), returnHeaders: true });
    forwardCookies(headers, reply);
    return { success: true };
  });

  app.delete('/api/me', { config: { auth: 'signed-in' } }, async (request, reply) => {
    await deleteUserAndData(db, request.user.id, notifier, documents);
    // The session rows went with the user; this clears the browser's cookies.
    const { headers } = await app.auth.api.signOut({ headers: request.fetchHeaders(), returnHeaders: true });
    forwardCookies(headers, reply);
    return { success: true };
  });
};
