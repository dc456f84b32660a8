// `GET /api/login?intended_role=R` remembers R in a short-lived signed cookie; account
// creation reads it, so a sign-up body can never choose its own role (product §11).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_ROLE, ROLES, type Role } from '@scout/domain';

export const INTENDED_ROLE_COOKIE = 'scout_intended_role';
export const INTENDED_ROLE_MAX_AGE_S = 15 * 60;

function signature(value: string, secret: string): string {
  return createHmac('sha256', secret).update(`intended-role:${value}`).digest('base64url');
}

export function signIntendedRole(role: Role, secret: string): string {
  return `${role}.${signature(role, secret)}`;
}

/** The role in a valid signed cookie value, or the default role for anything else. */
export function verifyIntendedRole(cookieValue: string | undefined, secret: string): Role {
  if (!cookieValue) return DEFAULT_ROLE;
  const dot = cookieValue.lastIndexOf('.');
  const role = cookieValue.slice(0, dot);
  const given = Buffer.from(cookieValue.slice(dot + 1));
  const expected = Buffer.from(signature(role, secret));
  const valid = dot > 0 && given.length === expected.length && timingSafeEqual(given, expected);
  return valid && (ROLES as readonly string[]).includes(role) ? (role as Role) : DEFAULT_ROLE;
}

/** Reads one cookie from a raw Cookie header. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}
