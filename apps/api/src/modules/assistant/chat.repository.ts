// The adopter's chat with Scout: stored questions and answers. Drizzle queries only.
import type { ChatDog } from '@scout/domain';
import type { AssistantState } from '@scout/domain/assistant/types';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatMessages, type ChatMessageRecord } from '../../db/schema/index.ts';

/** The user's newest `max` messages, oldest first. */
export async function recentChat(db: Database, userId: string, max: number): Promise<ChatMessageRecord[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(max);
  return rows.reverse();
}

export interface NewAnswer {
  content: string;
  dogs: ChatDog[];
  state: AssistantState | null;
}

/**
 * Stores the question and its answer together, so the history never holds a question
 * without its answer. The answer is a millisecond later, so the two keep their order.
 */
export async function insertExchange(
  db: Database,
  userId: string,
  question: string,
  answer: NewAnswer,
): Promise<[ChatMessageRecord, ChatMessageRecord]> {
  const asked = new Date();
  const answered = new Date(asked.getTime() + 1);
  const rows = await db
    .insert(chatMessages)
    .values([
      { userId, role: 'user', content: question, createdAt: asked },
      {
        userId,
        role: 'assistant',
        content: answer.content,
        dogContext: answer.dogs[0]?.id ?? null,
        dogs: answer.dogs,
        state: answer.state,
        createdAt: answered,
      },
    ])
    .returning();
  const [user, assistant] = [rows.find((r) => r.role === 'user'), rows.find((r) => r.role === 'assistant')];
  if (!user || !assistant) throw new Error('insert into chat_messages returned too little');
  return [user, assistant];
}
