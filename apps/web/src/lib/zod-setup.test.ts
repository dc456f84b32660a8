import { expect, it } from 'vitest';
import './zod-setup';
import { z } from 'zod';

it("turns off zod's compiled parsers through the settings object zod reads", () => {
  expect(z.config().jitless).toBe(true);
});
