// Mounts Better Auth under /api/auth and gives routes the signed-in user. A route declares
// who may call it, `config: { auth: 'signed-in' | role | roles }` (product §6); that is
// checked before its params, query or body are validated, so a stranger is told 401/403,
// never how their request was malformed, and its handler reads `request.user`. A route
// without `auth` is open to anyone and may ask `await request.currentUser()` (null when
// signed out). Any cookie Better Auth refreshes while reading the session is passed on.
import { ROLES, type Role } from '@scout/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';
import { forbidden, serviceUnavailable, unauthorized } from '../http-errors.ts';
import { createSessionMemo, type SessionMemo } from './session-memo.ts';
import { CLIENT_IP_HEADER, type Auth } from '../modules/auth/auth.ts';

export interface SessionUser {
  id: string;
  role: Role;
  name: string;
  email: string;
  onboarded: boolean;
}

/**
 * Who may call a route: any signed-in user, or users of these roles. `forbidden` is the
 * 403's message when the route's refusal has words of its own.
 */
export type RouteAuth = 'signed-in' | Role | readonly Role[] | { roles: Role | readonly Role[]; forbidden: string };

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyContextConfig {
    /** Who may call this route; without it, anyone may. */
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /**
     * The signed-in user of a route that declares `config.auth`. Reading it in any other
     * route is a programming error and throws.
     */
    readonly user: SessionUser;
    currentUser(): Promise<SessionUser | null>;
    /** The headers Better Auth expects, with the client address from Fastify. */
    fetchHeaders(): Headers;
  }
}

const sessionCache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
/** The user each authenticated route's check let through. */
const routeUsers = new WeakMap<FastifyRequest, SessionUser>();
// Fastify gives a reply its request but not the other way round.
const replies = new WeakMap<FastifyRequest, FastifyReply>();

export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Copies Set-Cookie headers one by one (iterating Headers would merge them). */
export function forwardCookies(from: Headers, reply: FastifyReply): void {
  for (const cookie of from.getSetCookie()) reply.header('set-cookie', cookie);
}

/** The preValidation check a route's `config.auth` adds: 401 signed out, 403 for other roles. */
function authCheck(auth: RouteAuth): preValidationHookHandler {
  const [roles, message] =
    auth === 'signed-in'
      ? [null, undefined]
      : typeof auth === 'object' && 'roles' in auth
        ? [[auth.roles].flat(), auth.forbidden]
        : [[auth].flat(), undefined];
  return async (request) => {
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    if (roles && !roles.includes(user.role)) throw forbidden(message);
    routeUsers.set(request, user);
  };
}

/** Runs the route's `config.auth` check before its own preValidation hooks, which may read `request.user`. */
function declareAuth(route: RouteOptions): void {
  const auth = route.config?.auth;
  if (auth === undefined) return;
  const own = route.preValidation === undefined ? [] : [route.preValidation].flat();
  route.preValidation = [authCheck(auth), ...own];
}

async function authSession(app: FastifyInstance, opts: { auth: Auth; database: DatabaseHandle }) {
  const { auth, database } = opts;
  const memo = createSessionMemo<SessionUser>();
  app.decorate('auth', auth);
  app.addHook('onRoute', declareAuth);
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      const user = routeUsers.get(this);
      if (!user)
        throw new Error(`request.user read in ${this.method} ${this.routeOptions.url}, which declares no auth`);
      return user;
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    replies.set(request, reply);
  });
  app.decorateRequest('fetchHeaders', function (this: FastifyRequest) {
    return requestHeaders(this);
  });
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = sessionCache.get(this);
    if (!pending) {
      pending = readSessionUser(auth, memo, this);
      sessionCache.set(this, pending);
    }
    return pending;
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: request.fetchHeaders(),
          body: request.body === undefined || request.method === 'GET' ? undefined : JSON.stringify(request.body),
        }),
      );
      // Better Auth answers unknown paths with a bare 404 and swallows database errors as 500s.
      if (response.status === 404 && !(await hasBody(response))) {
        return reply.status(404).send({ message: `No such API route: ${request.method} ${url.pathname}` });
      }
      if (
        response.status >= 500 &&
        !(await database.ping().then(
          () => true,
          () => false,
        ))
      ) {
        throw serviceUnavailable();
      }
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      forwardCookies(response.headers, reply);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

async function hasBody(response: Response): Promise<boolean> {
  const text = await response.clone().text();
  return text !== '' && text !== 'null';
}

async function readSessionUser(
  auth: Auth,
  memo: SessionMemo<SessionUser>,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  const cookie = request.headers.cookie;
  // Without a session cookie there is nothing to look up.
  if (!cookie?.includes('session_token')) return null;
  const remembered = memo.get(cookie);
  if (remembered) return remembered;
  const { headers, response } = await auth.api.getSession({ headers: request.fetchHeaders(), returnHeaders: true });
  const refreshedCookies = headers.getSetCookie();
  const reply = replies.get(request);
  if (reply) forwardCookies(headers, reply);
  if (!response) return null;
  const user = response.user as typeof response.user & { role?: string; onboarded?: boolean };
  const role = (ROLES as readonly string[]).includes(user.role ?? '') ? (user.role as Role) : 'adopter';
  const sessionUser = { id: user.id, role, name: user.name, email: user.email, onboarded: Boolean(user.onboarded) };
  // Remember only a pure read of a valid cookie cache: a refresh must reach the browser.
  if (refreshedCookies.length === 0) memo.set(cookie, sessionUser);
  return sessionUser;
}

export default fp(authSession, { name: 'auth-session' });
