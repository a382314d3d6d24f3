import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures.ts';

// Helpers of the customer-journey stories: customers made through the public API, receipts
// made in memory, reset codes read from the e-mail outbox (GET /api/dev/outbox, E2E_OUTBOX=true).

export type Customer = { email: string; password: string; firstName: string; lastName: string };

export function newCustomer(firstName = 'Nora', lastName = 'Walker'): Customer {
  return { email: uniqueEmail(firstName.toLowerCase()), password: 'secret123', firstName, lastName };
}

/** Registers a customer through the REST adapter, as any client of the old API could. */
export async function registerCustomer(request: APIRequestContext, customer: Customer = newCustomer()): Promise<Customer> {
  const res = await request.post('/api/register', {
    data: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      countryCode: '+1',
      streetAddress: '12 Harbour Road',
      city: 'Austin',
      state: 'Texas',
      postcode: '73301',
      country: 'United States',
      password: customer.password,
      confirmPassword: customer.password,
      deviceType: 'Smart TV',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return customer;
}

/** Fills and sends the registration form (the visitor is on /register). */
export async function fillRegistration(page: Page, customer: Customer): Promise<void> {
  await page.getByLabel('First name').fill(customer.firstName);
  await page.getByLabel('Last name').fill(customer.lastName);
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Street address', { exact: false }).first().fill('12 Harbour Road');
  await page.getByLabel('City').fill('Lisbon');
  await page.getByLabel('State').fill('Lisboa');
  await page.getByRole('combobox', { name: 'Country' }).fill('Portug');
  await page.getByRole('option', { name: 'Portugal' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(customer.password);
  await page.getByRole('combobox', { name: 'Device type' }).click();
  await page.getByRole('option', { name: 'Mobile/Tablet' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
}

/** A token for API calls as that user. */
export async function tokenOf(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/login', { data: { email: account.email, password: account.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** The id of the plan row `name` for `devices` devices. */
export async function planId(request: APIRequestContext, name: string, devices: number): Promise<number> {
  const rows = (await (await request.get('/api/plans')).json()) as { id: number; name: string; devices: number }[];
  const row = rows.find((plan) => plan.name === name && plan.devices === devices);
  if (!row) throw new Error(`No plan ${name} for ${devices} devices`);
  return row.id;
}

/** A customer pays through the API, leaving a Pending subscription on that plan. */
export async function payThroughApi(request: APIRequestContext, customer: Customer, plan: { name: string; devices: number }) {
  const res = await request.post('/api/payments/save', {
    headers: { authorization: `Bearer ${await tokenOf(request, customer)}` },
    multipart: {
      planId: String(await planId(request, plan.name, plan.devices)),
      method: 'crypto',
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The reset code of the latest reset e-mail to `email`, once the outbox has it. */
export async function resetCodeFor(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const mails = (await res.json()) as { template: string; text: string }[];
      code = mails.find((mail) => mail.template === 'password-reset')?.text.match(/code is (\d{6})\b/)?.[1];
      return code;
    }, { message: `a reset e-mail to ${email}` })
    .toBeTruthy();
  return code!;
}

/** A real, small PNG (a colour gradient), so the preview shows an actual image. */
export function tinyPng(width = 48, height = 32): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows[at] = 70 + x * 3;
      rows[at + 1] = 80 + y * 2;
      rows[at + 2] = 220 - x * 2;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A file with a PNG's first bytes but over the 1 MB receipt limit. */
export function oversizePng(): Buffer {
  return Buffer.concat([tinyPng(), Buffer.alloc(1_048_576)]);
}

/** Closes the specification's alert dialog after checking its title and message. */
export async function expectAlert(page: Page, title: 'Error!' | 'Success!', message: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}
