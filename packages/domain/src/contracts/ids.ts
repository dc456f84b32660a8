import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUID strings (product §3). A malformed id is simply one that does not exist (404). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** `:id` route params. Validated loosely so a malformed id answers 404, not 400 (product §6). */
export const idParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });
