import { expect, type Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

export interface A11yOptions {
  /** CSS selectors to leave out, e.g. a third-party widget */
  exclude?: string[];
}

/**
 * Runs axe-core (its source, which fixtures.ts reads once per worker) on the page as it stands and fails on any serious or critical violation, listing each
 * rule with the first few offending elements.
 */
export async function expectNoSeriousA11yViolations(
  axeSource: string,
  page: Page,
  options: A11yOptions = {},
) {
  // The store's CSP refuses inline scripts (so addScriptTag would be blocked); an evaluate goes through the
  // DevTools protocol instead, which the page's CSP does not govern.
  await page.evaluate(axeSource);
  // A dialog caught mid-fade has a blended text colour that axe would report as low contrast, so let every
  // finite animation and transition settle first.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  );
  const results = await page.evaluate(async (exclude) => {
    const { axe } = window as unknown as { axe: { run(context: unknown): Promise<AxeResults> } };
    const context = exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document;
    return axe.run(context);
  }, options.exclude ?? []);
  const blocking = results.violations
    .filter((v) => v.impact && BLOCKING.includes(v.impact))
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}

/**
 * Runs only the named axe rules, within `include` when given, and fails on any violation whatever its impact:
 * for rules axe rates moderate (every part of a page in a landmark) that the store still holds itself to.
 */
export async function expectNoViolationsOf(axeSource: string, page: Page, rules: string[], include?: string) {
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    async ({ rules, include }) => {
      const { axe } = window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<AxeResults> };
      };
      return axe.run(include ? { include: [[include]] } : document, {
        runOnly: { type: 'rule', values: rules },
      });
    },
    { rules, include },
  );
  const found = results.violations.map((v) => ({
    rule: v.id,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
  expect(found, `violations of ${rules.join(', ')}`).toEqual([]);
  // The rules ran: a misspelt rule name would pass silently otherwise.
  expect(results.passes.length + results.violations.length + results.incomplete.length).toBeGreaterThan(0);
}
