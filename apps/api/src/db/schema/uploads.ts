// Photos listers uploaded (POST /api/uploads), one row per stored file. A dog's `photos` may
// only name uploads of its lister's own account, and the hourly upload limit counts these.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id } from './columns.ts';

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    // The rows go with the account; the files stay on disk, since removed dogs may name them.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The stored file's name under DATA_DIR/uploads, e.g. "<uuid>.webp"; its URL is /uploads/<fileName>. */
    fileName: text('file_name').notNull().unique(),
    createdAt: createdAt(),
  },
  // The hourly limit counts one user's recent uploads.
  (t) => [index('uploads_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

export type UploadRecord = typeof uploads.$inferSelect;
export type NewUploadRecord = typeof uploads.$inferInsert;
