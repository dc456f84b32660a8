// Uploaded photos: who stored which file, and how many lately. Drizzle queries only.
import { and, count, eq, gt, inArray, min } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export async function insertUpload(db: Database, userId: string, fileName: string): Promise<void> {
  await db.insert(uploads).values({ userId, fileName });
}

/** How many files this user uploaded after `since`, and when the oldest of those was. */
export async function recentUploads(
  db: Database,
  userId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(uploads.createdAt) })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** Which of these file names this user uploaded. */
export async function ownedUploadFileNames(
  db: Database,
  userId: string,
  fileNames: readonly string[],
): Promise<Set<string>> {
  if (fileNames.length === 0) return new Set();
  const rows = await db
    .select({ fileName: uploads.fileName })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.fileName, [...fileNames])));
  return new Set(rows.map((r) => r.fileName));
}
