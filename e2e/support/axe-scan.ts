import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The conformance level school software is bought against: WCAG 2.1 A and AA (EN 301 549 and the
 * Swedish DOS law point to it). axe tags each rule with the success criteria it tests.
 */
export const WCAG_21_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] as const;

interface AxeViolation {
  readonly id: string;
  readonly impact?: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly { readonly target: unknown; readonly html: string; readonly failureSummary?: string }[];
}

/** One block per violation: rule id, impact, what it asks, and every failing element, so it is fixable from the log. */
export function formatViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? "").replace(/\s+/g, " ").trim();
          return `    - target: ${JSON.stringify(node.target)}\n      html: ${node.html.slice(0, 200)}\n      why: ${summary}`;
        })
        .join("\n");
      return `[${violation.id}] impact=${violation.impact ?? "n/a"} — ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join("\n\n");
}

/**
 * Runs axe (WCAG 2.1 A + AA rules) on the page as it is now and fails with the violations listed.
 * Chakra animates menus and fields; callers should reach a settled state (element visible) first,
 * and the suite runs with reduced motion so colours are not measured mid-transition.
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags([...WCAG_21_AA_TAGS]).analyze();
  // A scan that checked nothing (axe not injected, blank page) must not pass as "no violations".
  expect(results.passes.length, `axe ran no passing checks on "${state}"`).toBeGreaterThan(0);
  const violations = results.violations as readonly AxeViolation[];
  // Soft: a test that scans several states (mobile menu closed, then open) reports all of them.
  expect
    .soft(
      violations.length,
      `axe found ${violations.length} WCAG 2.1 AA violation(s) in "${state}" at ${page.url()}:\n\n${formatViolations(violations)}\n`,
    )
    .toBe(0);
}
