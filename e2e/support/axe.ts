import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) => `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`,
        )
        .join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/**
 * Waits for running CSS transitions and animations (a dialog fading in, a drawer sliding) to end: axe
 * measures colours as drawn, and half-faded content reads as low contrast. Endless ones (spinners) are
 * left alone, and the wait is bounded.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    const done = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

/**
 * Runs axe on the page as it is now and fails the test on any violation of impact serious or critical.
 * The failure is soft: the test still fails, but goes on, so one run reports every screen's problems.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect.soft(serious.length, `Accessibility violations on ${page.url()}:\n${describe(serious)}`).toBe(0);
}
