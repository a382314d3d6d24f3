import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: { email: 'admin@nimbus.example', password: 'admin123' },
  agent: { email: 'agent@nimbus.example', password: 'agent123' },
  user: { email: 'user@nimbus.example', password: 'user1234' },
} as const;

export type Account = { email: string; password: string };

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

const SHOTS = join(process.cwd(), 'e2e-artifacts', 'screenshots');

/** Saves a full-page screenshot for a person to look at (git-ignored). */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

export function uniqueEmail(prefix = 'visitor'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** Random lower-case letters: names accept letters and spaces only, so this keeps them unique. */
export function randomLetters(length: number): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** Fills the login screen and presses Login, whatever the answer. */
export async function submitLogin(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs in through the login screen; with `landing`, waits to arrive there. */
export async function logIn(page: Page, account: Account, landing?: RegExp): Promise<void> {
  await submitLogin(page, account);
  await expect(page).not.toHaveURL(/\/login/);
  if (landing) await expect(page).toHaveURL(landing);
}
