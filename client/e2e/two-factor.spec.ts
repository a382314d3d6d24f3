import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { bearer, trpcMutation, trpcQuery } from './support/api.ts';
import { DEMO, DESKTOP, PHONE, shot, submitLogin } from './support/fixtures.ts';
import { expectNoSeriousA11yIssues, expectToast } from './support/ui.ts';

// The code an authenticator app holding `secret` shows `steps` periods from now. A story that
// signs in right after enrolling uses the next period's code: the server accepts one step
// either side and never the same step twice.
function totp(secret: string, steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });
}

/** Security screen: set up, read the key as a person would, type the app's code, keep the recovery codes. */
async function enrolInBrowser(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByRole('textbox', { name: '6-digit code' }).fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allInnerTexts();
  return { secret, codes };
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Yes' }).click();
  // Signed out: the header offers Login again (the page may be / or /login, whichever answered first).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

/** Password first, then the second step with `code`. */
async function logInWithCode(page: Page, code: string): Promise<void> {
  await submitLogin(page, DEMO.admin);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app (or a recovery code).')).toBeVisible();
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** If the story stopped half-way, leave the demo admin as the other stories expect it: no second factor, nothing required. */
async function restoreDemoAdmin(request: APIRequestContext, state: { secret?: string; codes: string[] }) {
  let response = await request.post('/api/login', { data: DEMO.admin });
  const spare = () => state.codes.pop() ?? '';
  if (response.status() === 401) response = await request.post('/api/login', { data: { ...DEMO.admin, totpCode: spare() } });
  if (!response.ok()) return;
  const { token } = (await response.json()) as { token: string };
  const status = await trpcQuery<{ enabled: boolean; required: boolean }>(request, token, 'auth.twoFactor.status');
  if (!status.enabled) {
    if (!status.required) return;
    const { secret } = await trpcMutation<{ secret: string }>(request, token, 'auth.twoFactor.begin', undefined);
    state.codes = (await trpcMutation<{ recoveryCodes: string[] }>(request, token, 'auth.twoFactor.confirm', { code: totp(secret) })).recoveryCodes;
  }
  const settings = await trpcQuery<Record<string, unknown>>(request, token, 'settings.get');
  await trpcMutation(request, token, 'settings.update', { ...settings, requireAdminTwoFactor: false });
  await request.post('/trpc/auth.twoFactor.disable', { headers: bearer(token), data: { json: { password: DEMO.admin.password, code: spare() } } });
}

test.describe('an admin protects the shop with a second factor', () => {
  test('enrols, requires it for admins, signs in with a code and once with each recovery code, and is held at enrolment without one', async ({
    page,
    request,
  }) => {
    // One long story (seven sign-ins, four axe scans): three times the usual time.
    test.slow();
    const state: { secret?: string; codes: string[] } = { codes: [] };
    try {
      await page.setViewportSize(DESKTOP);
      await submitLogin(page, DEMO.admin);
      await expect(page).toHaveURL(/\/admin\/overview$/);

      // The Security screen: QR code and set-up key, one code turns it on, ten recovery codes shown once.
      await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Security' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
      await page.getByRole('button', { name: 'Set up two-factor authentication' }).waitFor();
      await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
      await page.getByRole('textbox', { name: '6-digit code' }).fill('000000');
      await page.getByRole('button', { name: 'Turn on' }).click();
      await expect(page.getByText('That code is not valid. Enter the current 6-digit code or an unused recovery code.')).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await shot(page, 'two-factor-setup-desktop');
      await page.setViewportSize(PHONE);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await shot(page, 'two-factor-setup-phone');
      await page.setViewportSize(DESKTOP);
      await page.reload();
      const first = await enrolInBrowser(page);
      state.secret = first.secret;
      state.codes = [...first.codes];
      await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'nimbus-recovery-codes.txt');
      await expectNoSeriousA11yIssues(page);
      await shot(page, 'two-factor-recovery-codes-desktop');
      await page.setViewportSize(PHONE);
      await shot(page, 'two-factor-recovery-codes-phone');
      await page.setViewportSize(DESKTOP);
      await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
      await expect(page.getByText('10 unused recovery codes')).toBeVisible();
      await shot(page, 'two-factor-on-desktop');
      await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);

      // Settings: the owner requires a second factor for every admin.
      await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Settings' }).click();
      const requirement = page.getByRole('switch', { name: 'Require two-factor authentication for admins' });
      await expect(requirement).not.toBeChecked();
      await requirement.check();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expectToast(page, 'Settings saved successfully');
      await expect(requirement).toBeChecked();
      await page.getByRole('region', { name: 'Security' }).scrollIntoViewIfNeeded();
      await shot(page, 'two-factor-settings-desktop');

      // Signing in now takes a second step; a wrong code is refused on the field.
      await logOut(page);
      await logInWithCode(page, totp(first.secret, -3));
      await expect(page.getByText('That code is not valid. Enter the current 6-digit code or an unused recovery code.')).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
      await expectNoSeriousA11yIssues(page);
      await shot(page, 'two-factor-login-step-desktop');
      await page.setViewportSize(PHONE);
      await shot(page, 'two-factor-login-step-phone');
      await page.setViewportSize(DESKTOP);
      await page.getByRole('textbox', { name: 'Authentication code' }).fill(totp(first.secret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/admin\/overview$/);

      // A recovery code works once in place of the app's code. Signed out, a link to the audit
      // log asks for both steps and then opens the audit log, not the overview.
      const recovery = state.codes.shift()!;
      await logOut(page);
      await page.goto('/admin/audit');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Faudit$/);
      await page.getByLabel('E-mail').fill(DEMO.admin.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.admin.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('textbox', { name: 'Authentication code' }).fill(recovery);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/admin\/audit$/);
      await logOut(page);
      await logInWithCode(page, recovery);
      await expect(page.getByText('That code is not valid. Enter the current 6-digit code or an unused recovery code.')).toBeVisible();
      await page.getByRole('textbox', { name: 'Authentication code' }).fill(state.codes.shift()!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/admin\/overview$/);

      // Turning the factor off while it is required holds the admin at the Security screen.
      await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Security' }).click();
      await expect(page.getByText('8 unused recovery codes')).toBeVisible();
      await page.getByRole('button', { name: 'Turn off' }).click();
      const dialog = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.admin.password);
      await dialog.getByRole('textbox', { name: '6-digit code or recovery code' }).fill(state.codes.shift()!);
      await page.setViewportSize(PHONE);
      await expectNoSeriousA11yIssues(page);
      await shot(page, 'two-factor-turn-off-phone');
      await page.setViewportSize(DESKTOP);
      await dialog.getByRole('button', { name: 'Turn off' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Payments' }).click();
      await expect(page).toHaveURL(/\/admin\/security$/);
      await expect(page.getByRole('alert').filter({ hasText: 'Set up two-factor authentication to continue' })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await page.setViewportSize(PHONE);
      await shot(page, 'two-factor-held-phone');
      await page.setViewportSize(DESKTOP);

      // Enrolling again opens the admin area; then the owner lifts the requirement and turns the factor off.
      const second = await enrolInBrowser(page);
      state.secret = second.secret;
      state.codes = [...second.codes];
      await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
      await expect(page).toHaveURL(/\/admin\/overview$/);
      await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Settings' }).click();
      await requirement.uncheck();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expectToast(page, 'Settings saved successfully');
      await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Security' }).click();
      await page.getByRole('button', { name: 'Turn off' }).click();
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.admin.password);
      await dialog.getByRole('textbox', { name: '6-digit code or recovery code' }).fill(state.codes.shift()!);
      await dialog.getByRole('button', { name: 'Turn off' }).click();
      await expect(page.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
    } finally {
      await restoreDemoAdmin(request, state);
    }
  });
});
