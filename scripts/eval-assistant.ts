// `npm run eval:assistant`: how well Scout's built-in engine answers adopters (issue 6,
// point 5). Opens a throwaway embedded database with the demo world, then puts questions,
// written as adopters write them (some as follow-ups in one conversation), to the built-in
// engine with the real tools for a few adopters. Each question carries the facts a correct
// answer must respect, checked against the database (never against the engine's own
// output): "every named dog is good with cats", "all within 10 miles", "names a dog when
// one fits", "the follow-up's dogs are all smaller", "gives Bella's real score", "says
// nothing fits and suggests what to relax". Prints each failure and the total; not part
// of `npm test`, and exits 0 either way.
//
// The parts: eval-assistant/adopters.ts, eval-assistant/questions.ts (the conversations),
// eval-assistant/facts.ts and follow-up-facts.ts (the checks).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import { dogs as dogsTable } from '../apps/api/src/db/schema/index.ts';
import { seedDemoWorld } from '../apps/api/src/db/seed/demo-world.ts';
import { createAssistantTools } from '../apps/api/src/modules/assistant/assistant-tools.ts';
import { createBuiltInEngine } from '../apps/api/src/modules/assistant/built-in-engine.ts';
import type { AssistantReply, AssistantTurn } from '../apps/api/src/modules/assistant/engine.ts';
import { ADOPTERS } from './eval-assistant/adopters.ts';
import { generalFailure, type DogRow, type Turn } from './eval-assistant/facts.ts';
import { CONVERSATIONS } from './eval-assistant/questions.ts';

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scout-eval-assistant-'));
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    await seedDemoWorld(database.db);
    const rows = await database.db.select().from(dogsTable);
    const dogs = new Map<string, DogRow>(rows.map((row) => [row.id, row]));
    const engine = createBuiltInEngine();

    let asked = 0;
    let correct = 0;
    for (const [index, conversation] of CONVERSATIONS.entries()) {
      const adopter = ADOPTERS[conversation.adopter];
      const tools = createAssistantTools(database.db, adopter);
      const history: AssistantTurn[] = [];
      const before: Turn[] = [];
      for (const { ask, facts } of conversation.questions) {
        asked++;
        let failure: string | null;
        let reply: AssistantReply | null = null;
        try {
          reply = await engine.reply({ adopter, history: [...history], message: ask }, tools);
          failure = facts({ adopter, dogs, reply, before }) ?? generalFailure(reply, dogs);
        } catch (err) {
          failure = `threw ${(err as Error).stack ?? String(err)}`;
        }
        if (failure === null) correct++;
        else {
          console.log(`FAIL [conversation ${index + 1}, ${conversation.adopter}] "${ask}": ${failure}`);
          if (reply) console.log(reply.content.replace(/^/gm, '    | '));
        }
        history.push({ role: 'user', content: ask, state: null });
        if (reply) {
          history.push({ role: 'assistant', content: reply.content, state: reply.state });
          before.push({ question: ask, reply });
        }
      }
    }
    console.log(`${correct}/${asked} answered correctly (${Math.round((correct / asked) * 100)}%)`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
