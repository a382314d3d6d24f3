import { expect, test, type APIRequestContext } from '@playwright/test';
import { DESKTOP, logIn, PHONE, shot } from './support/fixtures.ts';
import { registerCustomer } from './support/api.ts';
import { expectAlert, expectToast } from './support/ui.ts';

/** The reset code of the latest reset e-mail to `email` as the mail shows it ("1234 5678 9012"), once the outbox has it (GET /api/dev/outbox, E2E_OUTBOX=true). */
async function resetCodeFor(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const mails = (await res.json()) as { template: string; text: string }[];
        code = mails.find((mail) => mail.template === 'password-reset')?.text.match(/code is (\d{4} \d{4} \d{4})\b/)?.[1];
        return code;
      },
      { message: `a reset e-mail to ${email}` },
    )
    .toBeTruthy();
  return code!;
}

test.describe('a customer who forgot the password', () => {
  test('gets a code by e-mail, verifies it, sets a new password and logs in with it', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await page.setViewportSize(PHONE);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);

    const sendCode = page.getByRole('button', { name: 'Send Code' });
    await expect(sendCode).toBeDisabled();
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('E-mail').blur();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await page.getByLabel('E-mail').fill('nobody.here@example.test');
    await sendCode.click();
    await expectAlert(page, 'Error!', 'Account not found with this email');

    await page.getByLabel('E-mail').fill(customer.email);
    await shot(page, 'reset-forgot-phone');
    await sendCode.click();
    await expect(page).toHaveURL(/\/resetCode$/);
    await expectToast(page, 'Reset code sent. Check your e-mail.');
    await expect(page.getByText(customer.email)).toBeVisible();

    // The code, as the customer reads it in the e-mail.
    const code = await resetCodeFor(request, customer.email);
    const codeInput = page.getByLabel('Reset code');
    await codeInput.fill('123456');
    await codeInput.blur();
    await expect(page.getByText('Enter the 12-digit code from the e-mail')).toBeVisible();
    const wrong = code === '0000 0000 0000' ? '1111 1111 1111' : '0000 0000 0000';
    await codeInput.fill(wrong);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expectAlert(page, 'Error!', 'Failed to verify Code');
    // Pasted with dashes, the field keeps the digits and groups them as the e-mail does.
    await codeInput.fill(code.replace(/ /g, '-'));
    await expect(codeInput).toHaveValue(code);
    await shot(page, 'reset-code-phone');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'reset-code-desktop');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page).toHaveURL(/\/updatePassword$/);
    await expectToast(page, 'Code verified successfully');

    // The verified code travels in history state: a reload keeps it, the URL never shows it.
    expect(page.url()).not.toContain(code.replace(/ /g, ''));
    await page.reload();
    const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm new password' });
    await newPassword.fill('abc');
    await newPassword.blur();
    await expect(page.getByText('Password must be at least 10 characters.')).toBeVisible();
    await newPassword.fill('brand-new-harbour-1');
    await confirm.fill('brand-new-harbour-2');
    await confirm.blur();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await confirm.fill('brand-new-harbour-1');
    await shot(page, 'reset-update-phone');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Password updated successfully');

    await page.setViewportSize(DESKTOP);
    await logIn(page, { email: customer.email, password: 'brand-new-harbour-1' });
    await expect(page).toHaveURL(/\/user$/);
  });

  test('opening the last step without a verified code says so and goes back to /resetCode', async ({ page }) => {
    await page.goto('/updatePassword');
    await expect(page).toHaveURL(/\/resetCode$/);
    await expectAlert(page, 'Error!', 'Reset code missing! Please try again.');
    await expect(page.getByRole('heading', { name: 'Enter your reset code' })).toBeVisible();
  });
});
