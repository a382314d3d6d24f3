import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// What several screens share: the specification's dialogs, captioned tables, the axe check.

/** The specification's alert dialog ('Success!' / 'Error!'): its message, then OK, then it is gone. */
export async function expectAlert(page: Page, title: 'Success!' | 'Error!', message: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** A success toast with `message` (no dialog in the way of the next step); it is then dismissed. */
export async function expectToast(page: Page, message: string | RegExp): Promise<void> {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: message });
  await expect(toast.getByText('Success!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toHaveCount(0);
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
}

/** The dialog of the specification's confirmation ('Are you sure?'). */
export function confirmDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Are you sure?' });
}

/** A row of the table named `caption`, found by a text it contains. */
/** A row of a staff table: a table row on wider screens, a card (a list item) on a phone. */
export function tableRow(page: Page, caption: string, text: string) {
  const rows = page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .or(page.getByRole('list', { name: caption }).getByRole('listitem'));
  return rows.filter({ hasText: text });
}

type A11yCheck = {
  /** axe rule tags to run (all of axe's default rules when absent). */
  tags?: string[];
  /** Report and carry on (expect.soft) rather than stop the story. */
  soft?: boolean;
  /** What the failure names, e.g. the page. */
  message?: string;
};

/** axe-core on the page as it is now (an open dialog included): no serious or critical violation. */
export async function expectNoSeriousA11yIssues(page: Page, check: A11yCheck = {}): Promise<void> {
  // A dialog or drawer still fading in has blended colours: axe would measure contrast mid-way.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  let axe = new AxeBuilder({ page });
  if (check.tags) axe = axe.withTags(check.tags);
  const { violations } = await axe.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}: ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  (check.soft ? expect.soft : expect)(serious, check.message ?? `axe on ${page.url()}`).toEqual([]);
}
