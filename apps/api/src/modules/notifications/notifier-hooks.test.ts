// The notifier's hook, where email delivery attaches (notifier.ts): it sees every row written
// or refreshed, inside the event's own transaction, so what it enqueues commits or rolls
// back with the event.
import { conversationSchema } from '@scout/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { messages, notifications, type NotificationRecord } from '../../db/schema/index.ts';
import { listedDog } from '../../testing/adoption-journey-world.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
const seen: { rows: NotificationRecord[]; messagesInTx: number }[] = [];
let failNext = false;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      notifierHooks: {
        async onNotified(tx: Database, rows) {
          if (failNext) {
            failNext = false;
            throw new Error('the queue is down');
          }
          // Read through the event's transaction: the message it is about is already there.
          const [row] = await tx.select({ n: count() }).from(messages);
          seen.push({ rows, messagesInTx: row?.n ?? 0 });
        },
      },
    },
  );
});
afterAll(async () => t?.close());

it('hands each written or refreshed notification to onNotified inside the event, and rolls the event back when it throws', async () => {
  const { lister, dog } = await listedDog(t);
  const adopter = await signUp(t.app, 'adopter');
  const conversation = conversationSchema.parse(
    (await t.api.as(adopter.cookie).get(`/api/conversations/${dog.id}`)).json(),
  );
  const send = (content: string) =>
    t.api.as(adopter.cookie).post(`/api/conversations/${conversation.id}/messages`, { content });

  expect((await send('First')).statusCode).toBe(201);
  expect((await send('Second')).statusCode).toBe(201);
  expect(seen).toHaveLength(2);
  const [first, second] = seen;
  expect(first!.rows).toEqual([
    expect.objectContaining({ userId: lister.userId, kind: 'message', link: `/messages/${conversation.id}` }),
  ]);
  expect(first!.messagesInTx).toBe(1);
  // The second message refreshed the unread notification: same id, new words.
  expect(second!.rows[0]).toMatchObject({ id: first!.rows[0]!.id, body: expect.stringContaining('Second') });
  expect(second!.messagesInTx).toBe(2);

  failNext = true;
  const failed = await send('Third');
  expect(failed.statusCode).toBe(500);
  expect(failed.json().message).not.toContain('queue');
  const stored = await t.database.db
    .select({ content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversation.id));
  expect(stored.map((m) => m.content).sort()).toEqual(['First', 'Second']);
  const [notification] = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, lister.userId));
  expect(notification?.body).toContain('Second');
  expect(seen).toHaveLength(2);
});
