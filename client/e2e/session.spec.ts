import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { registerCustomer } from './support/api.ts';
import { DEMO, DESKTOP, logIn, PHONE, shot } from './support/fixtures.ts';
import { expectNoSeriousA11yIssues } from './support/ui.ts';

// The session lives in HttpOnly cookies (ADR 010): a script on the page finds no token to steal,
// a reload keeps the session, and logging out ends it on the server.

const ACCESS = '__Host-nimbus-access';
const REFRESH = '__Host-nimbus-refresh';

/** Every value the page's scripts can reach: both storages and document.cookie. */
function scriptVisible(page: Page) {
  return page.evaluate(() => ({
    storage: [...Object.entries(localStorage), ...Object.entries(sessionStorage)],
    cookie: document.cookie,
  }));
}

async function sessionCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => cookie.name.startsWith('__Host-nimbus-'));
}

const asHeader = (cookies: { name: string; value: string }[]) => cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

test.describe('the session is a cookie the page cannot read', () => {
  test('after login no token is in storage, a reload keeps the session, and logout ends it for good', async ({ page, context, request }) => {
    await page.setViewportSize(DESKTOP);
    const customer = await registerCustomer(request, { firstName: 'Cora' });
    await logIn(page, customer, /\/user$/);

    const cookies = await sessionCookies(context);
    const access = cookies.find((cookie) => cookie.name === ACCESS);
    const refresh = cookies.find((cookie) => cookie.name === REFRESH);
    expect(access).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    expect(refresh).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });

    const visible = await scriptVisible(page);
    const everything = JSON.stringify(visible);
    expect(everything).not.toContain(access!.value);
    expect(everything).not.toContain(refresh!.value);
    // No JWT anywhere a script can read (a JWT starts with the base64 of '{"').
    expect(everything).not.toMatch(/eyJ[\w-]+\.eyJ/);
    expect(visible.storage.map(([key]) => key)).not.toContain('nimbus.token');

    await page.reload();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Cora!' })).toBeVisible();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect.poll(async () => (await sessionCookies(context)).map((cookie) => cookie.name)).toEqual([]);

    // The cookies copied before logout no longer open the session: revoked on the server.
    const replayed = await request.get('/trpc/auth.me', { headers: { cookie: asHeader(cookies) } });
    expect(replayed.status()).toBe(401);
    const refreshOnly = await request.get('/trpc/auth.me', { headers: { cookie: asHeader([refresh!]) } });
    expect(refreshOnly.status()).toBe(401);

    // Signed out, the customer area asks for a login and would come back to it.
    await page.goto('/user');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser$/);
  });

  test('a customer signs out everywhere from the overview: the other browser is signed out too', async ({ page, browser, request }) => {
    await page.setViewportSize(PHONE);
    const customer = await registerCustomer(request, { firstName: 'Ezra' });
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await logIn(otherPage, customer, /\/user$/);
    await logIn(page, customer, /\/user$/);

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yIssues(page, { message: 'sign out everywhere dialog' });
    await shot(page, 'sign-out-everywhere-phone');
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page.getByText('You have been signed out on every device.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The other browser still holds its cookies, but the server refuses them.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login$/);
    await other.close();
  });

  test('staff find Sign out everywhere in their sidebar, behind a confirmation', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.agent);
    const sidebar = page.getByRole('navigation', { name: 'Support Panel' });
    await sidebar.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign out everywhere?' })).toBeVisible();
    await shot(page, 'sign-out-everywhere-staff-desktop');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/agent/);
  });
});
