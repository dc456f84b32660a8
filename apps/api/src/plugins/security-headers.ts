// Security headers on every response, a content security policy among them. Everything
// the app loads is its own: scripts, styles and fonts come from 'self', images too but for
// the map's tiles and, with S3_PUBLIC_URL, the photos' CDN. The headers never vary, so they
// are built once (helmet rebuilt them on every request, a tenth of a cheap request's time).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeaderOptions {
  https: boolean;
  /** Extra origins images may come from (e.g. map tiles). */
  imageOrigins?: string[];
  /** Extra origins the pages and the service worker may fetch from (the photos' CDN, which it caches). */
  connectOrigins?: string[];
}

export function securityHeaderValues({
  https,
  imageOrigins = [],
  connectOrigins = [],
}: SecurityHeaderOptions): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Leaflet and motion position elements with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    // Listers may link a day-in-the-life video hosted elsewhere.
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(https ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  };
}

async function securityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions) {
  const headers = securityHeaderValues(opts);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
