import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.1 level A and AA: what Dutch public bodies and most buyers ask for. */
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * The page as it is now breaks none of axe-core's WCAG 2.1 AA rules. The failure lists each
 * rule with the elements that break it, so it can be fixed without running axe again.
 */
export async function expectAccessible(page: Page, what: string) {
  // Skeletons and spinners are replaced by content; check what a person ends up with.
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  // A dialog fading in is see-through for a moment, and axe would judge its text's contrast
  // against what shines through; wait for every animation that ends (not spinners).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n"),
  );
  expect(found, `accessibility of ${what}`).toEqual([]);
}
