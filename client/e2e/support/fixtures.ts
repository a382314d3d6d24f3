import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export type Account = { email: string; password: string };

/** An account playwright.config.ts seeded, with the password it made for this run. */
function seeded(role: 'ADMIN' | 'AGENT' | 'USER'): Account {
  const email = process.env[`E2E_${role}_EMAIL`];
  const password = process.env[`E2E_${role}_PASSWORD`];
  if (!email || !password) throw new Error(`E2E_${role}_EMAIL/PASSWORD are set by playwright.config.ts: run the stories through it`);
  return { email, password };
}

export const DEMO = { admin: seeded('ADMIN'), agent: seeded('AGENT'), user: seeded('USER') } as const;

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };
/** The sizes every screen must look finished at: a laptop and a larger phone. */
export const LAPTOP = { width: 1280, height: 800 };
export const LARGE_PHONE = { width: 390, height: 844 };

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

/** Layout shifts of the page so far, as the browser counts them for CLS. */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}
