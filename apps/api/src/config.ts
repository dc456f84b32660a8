// Every setting comes from the environment, parsed once here. A bad value stops the
// server with one clear line naming the variable (product §10).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The map's default background: OpenStreetMap's public tiles, with the credit they ask for. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** Who Scout's emails come from when MAIL_FROM is unset. */
export const DEFAULT_MAIL_FROM = 'Scout <scout@localhost>';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).default('OpenID Connect'),
  TRUST_PROXY: z.string().default('false'),
  SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SEED_DEMO: booleanString.default(true),
  IMPORT_ALLOW_PRIVATE_HOSTS: booleanString.default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
  GEOCODER_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  TILE_URL: z.string().default(OSM_TILE_URL),
  TILE_ATTRIBUTION: z.string().max(300, 'must be at most 300 characters').optional(),
  LLM_BASE_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000, 'must be at least 1000')
    .max(120_000, 'must be at most 120000')
    .default(15_000),
  SMTP_URL: z
    .url()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL (smtp://user:pass@host:587)')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]+$/, 'must be one line')
    .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address ("Scout <scout@example.org>")')
    .default(DEFAULT_MAIL_FROM),
  MESSAGE_EMAIL_DELAY_S: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(0, 'must be at least 0')
    .max(86_400, 'must be at most 86400')
    .default(300),
  SESSION_CACHE_S: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(0, 'must be at least 0')
    .max(55, 'must be at most 55')
    .default(55),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  S3_ENDPOINT: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .regex(/^[^?#]*$/, 'must be a base URL without a query or fragment (photos are at $S3_PUBLIC_URL/photos/<name>)')
    .optional(),
});

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
}

/** An OpenAI-compatible model that answers Scout's chat; the built-in engine stands in when it fails. */
export interface LlmConfig {
  baseUrl: string;
  /** Sent as a bearer token; local servers often need none. */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The address users reach the app at; cookies are Secure when it is https. */
  publicUrl: string;
  /** Origins allowed to make state-changing calls (besides the request's own host). */
  trustedOrigins: string[];
  authSecret: string;
  oidc: OidcConfig | undefined;
  /** Fastify's trustProxy: false, true, or the proxy addresses/ranges to trust ("127.0.0.1,10.0.0.0/8"). */
  trustProxy: boolean | string;
  signInRateLimitPerMinute: number;
  /**
   * How long a signed session cookie is trusted without asking the database (0: always ask).
   * With the 5 s session memo, a session signed out, deleted or changed by a password change
   * on one process is refused by every process within this plus 5 s: at most 60 s (decisions §13).
   */
  sessionCacheSeconds: number;
  seedDemo: boolean;
  /**
   * IMPORT_ALLOW_PRIVATE_HOSTS: let CSV imports download photos from loopback and private
   * addresses (tests' own servers). Off by default, and never to be on where the server can
   * reach anything private: the photo downloads' SSRF guard is what it turns off.
   */
  importAllowPrivateHosts: boolean;
  logLevel: string;
  /** The built client to serve (default apps/web/dist); parallel test runs use their own. */
  webDistDir: string | undefined;
  /** A Nominatim-compatible geocoding service; unset: the bundled offline gazetteer. */
  geocoderUrl: string | undefined;
  /** The map's tile URL template, or null (TILE_URL=none) for markers on a plain background. */
  tileUrl: string | null;
  /** The tile provider's credit shown on the map (plain text). */
  tileAttribution: string;
  /** Unset: Scout answers with its built-in engine only. */
  llm: LlmConfig | undefined;
  mail: MailConfig;
  /** Where application documents and uploaded photos are kept: S3-compatible storage, or DATA_DIR when unset. */
  s3: S3Config | undefined;
}

/** Any S3-compatible object storage (AWS S3, MinIO, R2...), addressed path-style. */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * S3_PUBLIC_URL: where the bucket's objects can be read by anyone (a CDN in front of it),
   * without a trailing slash. Set: photos are handed out at `${publicUrl}/photos/<name>`
   * instead of /uploads/<name> (modules/uploads/photo-urls.ts).
   */
  publicUrl: string | undefined;
}

/** Email (product §15.4): an SMTP server, or `.eml` files in DATA_DIR/outbox when none is set. */
export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://...; undefined: write to the outbox folder. */
  smtpUrl: string | undefined;
  from: string;
  /** How long a message email waits, so a message read in the app meanwhile sends none. */
  messageEmailDelaySeconds: number;
}

export class ConfigError extends Error {}

/** The object storage settings, all or none. */
const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid setting ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid setting OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  if (Boolean(e.LLM_BASE_URL) !== Boolean(e.LLM_MODEL) || (e.LLM_API_KEY && !e.LLM_BASE_URL)) {
    throw new ConfigError(
      'Invalid setting LLM_BASE_URL: LLM_BASE_URL and LLM_MODEL must be set together (LLM_API_KEY with them)',
    );
  }
  const s3Parts = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Parts.some(Boolean) && !s3Parts.every(Boolean)) {
    const missing = S3_SETTINGS.filter((_name, i) => !s3Parts[i]);
    throw new ConfigError(
      `Invalid setting ${missing[0]}: ${S3_SETTINGS.slice(0, -1).join(', ')} and ${S3_SETTINGS.at(-1)} must be set together (missing ${missing.join(', ')})`,
    );
  }
  if (e.S3_PUBLIC_URL && !e.S3_ENDPOINT) {
    throw new ConfigError(
      `Invalid setting S3_PUBLIC_URL: it is where photos in the bucket are served from, so ${S3_SETTINGS.slice(0, -1).join(', ')} and ${S3_SETTINGS.at(-1)} must be set too`,
    );
  }
  // npm runs workspace scripts inside the package; INIT_CWD is where the user typed the command.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const tileUrl = parseTileUrl(e.TILE_URL);
  const local = [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`];
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    trustedOrigins: [...new Set([new URL(publicUrl).origin, ...local, ...parseOrigins(e.TRUSTED_ORIGINS)])],
    authSecret: e.AUTH_SECRET ?? persistedSecret(dataDir),
    oidc: e.OIDC_ISSUER
      ? {
          issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET!,
          name: e.OIDC_NAME,
        }
      : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    signInRateLimitPerMinute: e.SIGNIN_RATE_LIMIT,
    sessionCacheSeconds: e.SESSION_CACHE_S,
    seedDemo: e.SEED_DEMO,
    importAllowPrivateHosts: e.IMPORT_ALLOW_PRIVATE_HOSTS,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), e.WEB_DIST_DIR) : undefined,
    geocoderUrl: e.GEOCODER_URL?.replace(/\/+$/, ''),
    tileUrl,
    tileAttribution: e.TILE_ATTRIBUTION ?? (tileUrl === null ? '' : OSM_ATTRIBUTION),
    llm: e.LLM_BASE_URL
      ? {
          baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.LLM_API_KEY,
          model: e.LLM_MODEL!,
          timeoutMs: e.LLM_TIMEOUT_MS,
        }
      : undefined,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, messageEmailDelaySeconds: e.MESSAGE_EMAIL_DELAY_S },
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION!,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
  };
}

/** Without AUTH_SECRET, a random secret is kept in DATA_DIR so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function parseOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      if (!URL.canParse(o))
        throw new ConfigError(`Invalid setting TRUSTED_ORIGINS: "${o}" is not an origin like https://example.org`);
      return new URL(o).origin;
    });
}

/**
 * TILE_URL: 'none', or an http(s) Leaflet template with {z}, {x} and {y}. In the host only a
 * leading {s} (the provider's subdomains) may vary, so the content security policy can name
 * the host (`*.tile.example.org`) and allow its images and nothing else.
 */
function parseTileUrl(value: string): string | null {
  if (value === 'none') return null;
  const fail = (why: string) => new ConfigError(`Invalid setting TILE_URL: ${why}`);
  if (!/^https?:\/\//.test(value)) throw fail('must be "none" or an http(s) URL template');
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) throw fail('must contain {z}, {x} and {y}');
  const host = value.split('/')[2] ?? '';
  if (host.replace(/^\{s\}\./, '').includes('{')) throw fail('only a leading {s} may vary in the host');
  const sample = value
    .replace(/\{s\}/g, 'a')
    .replace(/\{r\}/g, '')
    .replace(/\{[zxy]\}/g, '0');
  if (!URL.canParse(sample)) throw fail('is not a valid URL template');
  return value;
}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}
