// Better Auth: email + password accounts, any OpenID Connect provider by configuration,
// sessions in cookies. The session cookie cache lets a signed-in request skip the
// database for up to a minute (stack-notes: 558 req/s on PGlite without it).
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  RESET_PASSWORD_TOKEN_SECONDS,
  VERIFY_EMAIL_TOKEN_SECONDS,
  type AccountEmailUser,
} from '../../mail/account-emails.ts';
import * as schema from '../../db/schema/index.ts';
import { INTENDED_ROLE_COOKIE, readCookie, verifyIntendedRole } from './intended-role-cookie.ts';

export const OIDC_PROVIDER_ID = 'oidc';
/** Fastify sets this header from the connection (or the trusted proxy); clients cannot. */
export const CLIENT_IP_HEADER = 'x-scout-client-ip';

/** Where Better Auth's own messages go: the app's structured log, not the console. */
export type AuthLog = (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => void;

/**
 * Better Auth's email hooks. Each only enqueues an email job (product §16.8: never sent inside
 * the request), so the answer comes as fast whether or not the address has an account.
 */
export interface AuthEmails {
  resetPassword(user: AccountEmailUser, token: string): Promise<void>;
  verifyEmail(user: AccountEmailUser, token: string): Promise<void>;
}

export function createAuth(config: AppConfig, db: Database, log: AuthLog, emails: AuthEmails) {
  const https = config.publicUrl.startsWith('https://');
  const signInRule = { window: 60, max: config.signInRateLimitPerMinute };
  return betterAuth({
    appName: 'Scout',
    logger: { level: 'warn', log },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Not awaited: the answer for a known address must not take longer than for an unknown
      // one. A failed enqueue is logged; the person can ask again.
      sendResetPassword: async ({ user, token }) => {
        emails.resetPassword(user, token).catch((err: unknown) => log('error', 'could not enqueue a reset email', err));
      },
    },
    // Unverified accounts work as before; sign-up sends the confirmation and settings can ask again.
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_EMAIL_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, token }) => emails.verifyEmail(user, token),
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'adopter', input: false },
        onboarded: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: {
      cookieCache: { enabled: config.sessionCacheSeconds > 0, maxAge: config.sessionCacheSeconds },
    },
    rateLimit: {
      enabled: true,
      // In the database: every server process counts the same attempts (decisions §13).
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': signInRule,
        '/sign-up/email': signInRule,
        '/change-password': signInRule,
        // Each of these sends an email: keep them from being used to flood an inbox.
        '/request-password-reset': signInRule,
        '/send-verification-email': signInRule,
      },
    },
    advanced: {
      cookiePrefix: 'scout',
      useSecureCookies: https,
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            const cookie = readCookie(ctx?.headers?.get('cookie'), INTENDED_ROLE_COOKIE);
            return { data: { ...user, role: verifyIntendedRole(cookie, config.authSecret), onboarded: false } };
          },
        },
      },
    },
    plugins: config.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                name: config.oidc.name,
                discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
