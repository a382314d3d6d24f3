import { expect, test, type Page } from '@playwright/test';
import { ok } from './support/api.ts';
import { DESKTOP, PHONE, shot, uniqueEmail } from './support/fixtures.ts';
import { expectNoSeriousA11yIssues } from './support/ui.ts';

// Switching to Spanish (issue 16, ADR 046): a visitor picks Español in the header and reads the
// shop in Spanish, registers in Spanish and gets a Spanish account; the account's language follows
// them to another device and into their notifications; the legacy REST keeps answering English.

/** "26 nov 2026": a day as the Spanish screens write it. */
const spanishDay = (date: Date) => new Intl.DateTimeFormat('es-ES', { year: 'numeric', month: 'short', day: 'numeric' }).format(date);

async function expectLanguage(page: Page, language: 'en' | 'es') {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('switching to Spanish: the visitor reads the shop in Spanish, registers, and the account keeps the language', async ({ page, browser, request }) => {
  // Two devices, a registration and an accessibility check: longer than one page's story.
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.getByRole('banner').getByLabel('Language').selectOption('es');
  await expectLanguage(page, 'es');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Planes' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('todas tus pantallas');
  // Prices the Spanish way: "39,99 US$".
  const plans = page.locator('#plans');
  await expect(plans.getByText(/^\d+,\d{2}\s?US\$$/).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page, { message: 'the home page in Spanish' });
  await shot(page, 'spanish-home-desktop');

  // The choice stays on this device.
  await page.reload();
  await expectLanguage(page, 'es');
  await expect(banner.getByRole('link', { name: 'Planes' })).toBeVisible();

  // A plan, then registration in Spanish: the shared validation messages in Spanish too.
  const firstCard = plans.locator('.mantine-Card-root').first();
  const planName = (await firstCard.getByRole('heading', { level: 3 }).textContent())!.trim();
  await firstCard.getByRole('button', { name: /^Contratar ahora/ }).click();
  await expect(page).toHaveURL(/\/register\?plan=/);
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await expect(page).toHaveTitle(/^Crea tu cuenta · /);
  await page.getByLabel('Nombre').press('Enter');
  await expect(page.getByText('El nombre es obligatorio.', { exact: true })).toBeVisible();
  await expect(page.getByText('La contraseña es obligatoria.', { exact: true })).toBeVisible();
  await shot(page, 'spanish-register-errors-desktop');

  const email = uniqueEmail('lucia');
  const password = 'faro-del-puerto-7';
  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Apellidos').fill('Fernández');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Dirección', { exact: false }).first().fill('Calle Mayor 12');
  await page.getByLabel('Ciudad').fill('Madrid');
  await page.getByLabel('Provincia o estado').fill('Madrid');
  await page.getByLabel('Código postal').fill('28013');
  // The country by its Spanish name, picked with the keyboard (the one option the filter leaves).
  const country = page.getByRole('combobox', { name: 'País' });
  await country.fill('Espa');
  await expect(page.getByRole('option', { name: 'España' })).toBeVisible();
  await country.press('ArrowDown');
  await country.press('Enter');
  await expect(country).toHaveValue('España');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirma la contraseña' }).fill(password);
  await page.getByRole('combobox', { name: 'Tipo de dispositivo' }).click();
  await page.getByRole('option', { name: 'Amazon Firestick' }).click();
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=/);
  await expect(page.getByText(planName).first()).toBeVisible();
  await expectLanguage(page, 'es');

  // The account was created in Spanish; its welcome notification reads in Spanish, dated the Spanish way.
  const me = await (await page.request.get('/trpc/auth.me')).json();
  expect(me.result.data.json).toMatchObject({ email, language: 'es' });
  await page.goto('/user/notifications');
  await expect(page.getByText('Te damos la bienvenida a', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText(spanishDay(new Date()));
  await expect(page).toHaveTitle(/^Notificaciones · /);
  await shot(page, 'spanish-notifications-desktop');

  // The legacy REST keeps its English texts for the same account.
  const login = await ok<{ token: string }>(await request.post('/api/login', { data: { email, password } }));
  const legacy = await ok<{ title: string }[]>(await request.get('/api/notifications', { headers: { Authorization: `Bearer ${login.token}` } }));
  expect(legacy.map((item) => item.title)).toContainEqual(expect.stringMatching(/^Welcome to /));

  // Another device, a browser in English: once signed in, the account's Spanish wins.
  const other = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const phone = await other.newPage();
  await phone.goto('/login');
  await expectLanguage(phone, 'en');
  await phone.getByLabel('E-mail').fill(email);
  await phone.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await phone.getByRole('button', { name: 'Login' }).click();
  await expect(phone).not.toHaveURL(/\/login/);
  await phone.goto('/user');
  await expectLanguage(phone, 'es');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Lucía!');
  // The server draws the overview in the account's language.
  const drawn = (await (await phone.request.get('/user')).text()).replaceAll('<!-- -->', '');
  expect(drawn).toContain('<html lang="es">');
  expect(drawn).toContain('¡Hola, Lucía!');
  await shot(phone, 'spanish-user-phone');

  // Back to English from the phone's menu: the account follows.
  await phone.getByRole('button', { name: 'Abrir menú' }).click();
  await phone.locator('#mobile-menu').getByLabel('Idioma').selectOption('en');
  await expectLanguage(phone, 'en');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Welcome, Lucía!');
  await expect.poll(async () => (await (await phone.request.get('/trpc/auth.me')).json()).result.data.json.language).toBe('en');
  await other.close();
});
