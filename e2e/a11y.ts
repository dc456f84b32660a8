// axe-core on the page as it stands: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for entrance animations (a card fading in, a toast sliding up) to finish first: axe
 * measures colour contrast on what is painted, and half-faded text would fail it. Endless
 * animations (spinners) are not waited for.
 */
export async function expectNoSeriousViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join('; ')})`)).toEqual(
    [],
  );
}
