import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: { email: 'admin@nimbus.example', password: 'admin123' },
  agent: { email: 'agent@nimbus.example', password: 'agent123' },
  user: { email: 'user@nimbus.example', password: 'user1234' },
} as const;

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

export async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
