/**
 * The accessibility check of the e2e tests. Any axe-core violation, of any
 * impact, fails the test. The screens pass (screens.spec.ts) runs the full
 * rule set on every screen and main dialog; every other test ends with the
 * check of the page it ends on without colour contrast, which needs no
 * wait (tests/e2e/fixtures.ts), and tests call `expectAccessible` at the
 * states they pass through.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The one exclusion. Fluent's focus manager (tabster) puts zero-size
 * `<i tabindex="0" aria-hidden="true" data-tabster-dummy>` guards at the
 * edges of dialogs, drawers and menus: they catch Tab and hand focus back in,
 * so they are focusable and aria-hidden on purpose, and never reach a screen
 * reader (tabster moves focus on as soon as one is focused). axe reports them
 * as `aria-hidden-focus`. Nothing else is excluded.
 */
const TABSTER_FOCUS_GUARD = 'i[data-tabster-dummy]';

/** Where to look: the whole page by default, or only within these selectors. */
export interface AxeScope {
  include?: readonly string[];
  /**
   * False: every rule but colour contrast, checked at once. Contrast is
   * what needs the page to settle (fades in and out take their time), and
   * the screens pass (screens.spec.ts) measures it on every screen and main
   * dialog; names, roles, labels and structure need no wait.
   */
  contrast?: boolean;
}

/**
 * The violations on the page as it is now, as readable lines (empty when
 * none). Every check goes through here, scoped or not, so each waits out
 * the fades: a dialog scanned mid-fade showed 4.25:1 grey text that settles
 * at 4.6:1.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  // The login page arrives drawn in the HTML, inert, until the app replaces
  // it (server/http/spa-index.ts): check the app, not that placeholder.
  await page.waitForFunction(() => !document.querySelector('#root > [inert]'), undefined, {
    timeout: 15_000,
  });
  // A route's code may still be downloading after the URL has changed (a
  // login lands on /home before the shell's chunk has arrived): check the
  // screen once it is drawn, with its main landmark and level-one heading.
  // A page that never draws them is checked after the wait, and fails.
  await page
    .waitForFunction(
      () =>
        document.querySelector('main, [role="main"]') !== null &&
        document.querySelector('h1, [role="heading"][aria-level="1"]') !== null &&
        document.getElementById('nprogress') === null,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const contrast = scope.contrast ?? true;
  const analyze = () => {
    // Legacy mode runs axe in the page itself. The default opens a new page
    // in the context to combine the results of each frame (for cross-origin
    // iframes, which the app has none of): 1.6-1.9 s a check against
    // 0.75-0.8 s, on every check of every test.
    const builder = new AxeBuilder({ page }).setLegacyMode(true).exclude(TABSTER_FOCUS_GUARD);
    if (!contrast) builder.disableRules(['color-contrast']);
    for (const selector of scope.include ?? []) builder.include(selector);
    return builder.analyze();
  };
  if (!contrast) return linesOf((await analyze()).violations);
  // Fluent's enter animations fade colours in; measuring contrast mid-fade
  // reports colours nobody sees for long. Wait until none has run for two
  // checks in a row: a dialog that opens just after a first quiet check
  // (after a storage read, say) is caught by the second.
  const settled = () =>
    page
      .waitForFunction(
        () =>
          document
            .getAnimations()
            .every(
              (a) =>
                a.playState !== 'running' ||
                a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
            ),
        undefined,
        { timeout: 3_000 },
      )
      .catch(() => undefined);
  // A toast or dialog whose code is still downloading would fade in after
  // those checks: first wait until nothing new has been fetched for 300 ms.
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  for (let seen = -1, waited = 0; waited < 3_000; waited += 300) {
    const now = await fetched();
    if (now === seen) break;
    seen = now;
    await page.waitForTimeout(300);
  }
  await settled();
  await page.waitForTimeout(150);
  await settled();
  let results = await analyze();
  // A toast the app raised during the check (a save answering) was measured
  // mid-fade: contrast is measured once more after its animation. A real
  // contrast failure fails both times.
  if (results.violations.some((violation) => violation.id === 'color-contrast')) {
    await page.waitForTimeout(300);
    await settled();
    results = await analyze();
  }
  return linesOf(results.violations);
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** One readable line per element that breaks a rule. */
function linesOf(violations: Violations): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} - ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  );
}

/** Fails the test when axe finds any violation on the page in its current state. */
export async function expectAccessible(
  page: Page,
  label: string,
  scope: AxeScope = {},
): Promise<void> {
  const violations = await axeViolations(page, scope);
  expect(violations, `axe violations on ${label} (${page.url()})`).toEqual([]);
}
