// Guards every request passes before a route sees it: a JSON parser with bounded size
// and depth (deep nesting would overflow the stack further on), input no route may be
// handed (storable-input.ts: a NUL, prototype keys) refused in bodies, query strings and
// path parameters, and refusal of state-changing calls from foreign origins (CSRF).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, forbidden, type FieldIssue } from '../http-errors.ts';
import { unstorableField } from './storable-input.ts';

export const MAX_JSON_DEPTH = 32;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Calls that carry their own proof instead of a cookie, so a foreign origin cannot abuse them:
 * the one-click unsubscribe (RFC 8058) may come from a webmail page, with its signed token.
 */
const CROSS_SITE_PATHS = new Set(['/api/unsubscribe']);

/** Deepest nesting of objects and arrays, scanning the text without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91 /* { [ */) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93 /* } ] */) depth--;
  }
  return max;
}

async function requestGuards(app: FastifyInstance, opts: { trustedOrigins: string[] }) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepth(text) > MAX_JSON_DEPTH)
      return done(badRequest(`JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`), undefined);
    let parsed: unknown;
    try {
      // JSON.parse makes "__proto__" an own key, never the prototype; unstorableField refuses it.
      parsed = JSON.parse(text);
    } catch {
      return done(badRequest('The request body is not valid JSON.'), undefined);
    }
    const issue = unstorableField(parsed);
    if (issue) return done(invalid('body', issue), undefined);
    done(null, parsed);
  });

  // Before each route's own checks (signed in, role), as a malformed body is.
  app.addHook('preValidation', async (request) => {
    const inQuery = unstorableField(request.query);
    if (inQuery) throw invalid('query', inQuery);
    const inParams = unstorableField(request.params);
    if (inParams) throw invalid('params', inParams);
  });

  const trusted = new Set(opts.trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || CROSS_SITE_PATHS.has(request.url.split('?')[0]!)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site requests are not allowed.');
    const origin = request.headers.origin;
    // Non-browser clients send no Origin; browsers always do on state-changing requests.
    if (origin === undefined) return;
    if (!trusted.has(origin) && origin !== ownOrigin(request)) throw forbidden('Cross-site requests are not allowed.');
  });
}

/** A 400 shaped as the schema validation's own (error-handler.ts). */
function invalid(where: 'body' | 'query' | 'params', issue: FieldIssue) {
  return badRequest(`Invalid ${where}: ${issue.path}: ${issue.message}`, [issue]);
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export default fp(requestGuards, { name: 'request-guards' });
