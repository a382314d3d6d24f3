import { count } from 'drizzle-orm';
import type { Role } from '@nimbus/shared/enums';
import { hashPassword } from '../auth/password.ts';
import type { Env } from '../env.ts';
import type { Db } from './client.ts';
import { plans, settings, users } from './schema/index.ts';

export type SeedAccount = { role: Role; email: string; password: string };

const FEATURES = 'Full live channel line-up, Movies and series on demand, HD / FHD / 4K quality, Anti-freeze streaming, 24/7 support';

// One row per (name, devices); the public side groups them by name.
const DEMO_PLANS = [
  { name: 'Monthly', durationDays: 30, channels: 20000, prices: ['14.99', '24.99', '32.99', '39.99'] },
  { name: 'Quarterly', durationDays: 90, channels: 20000, prices: ['39.99', '64.99', '84.99', '99.99'] },
  { name: 'Yearly', durationDays: 365, channels: 20000, prices: ['119.99', '189.99', '249.99', '299.99'] },
] as const;

const DEMO_PAYMENTS = {
  usdtAddress: 'TQ4pXk5w3v9sCmY7bJ2nR8dLh6fGz1aEuV',
  btcAddress: 'bc1q9h7garjr2l5k3x8v0wz6m4n2c5t8y7u3e4q6p0',
  ethAddress: '0x5A3c9F1e7B2d4C6a8E0f1B3d5C7e9A1b3D5f7E9a',
  paypalLink: 'https://paypal.me/nimbustvdemo',
  iban: 'GB33BUKB20201555555555',
} as const;
/** The demo's wallets, PayPal link and IBAN: the first-run checklist asks the owner to replace them. */
export const DEMO_PAYMENT_DETAILS = Object.values(DEMO_PAYMENTS);

export const DEMO_SETTINGS: Record<string, unknown> = {
  brandName: 'Nimbus TV',
  supportEmail: 'support@nimbus.example',
  messagingLink: 'https://t.me/nimbus_tv_support',
  usdtAddress: DEMO_PAYMENTS.usdtAddress,
  btcAddress: DEMO_PAYMENTS.btcAddress,
  ethAddress: DEMO_PAYMENTS.ethAddress,
  paypalLink: DEMO_PAYMENTS.paypalLink,
  bankDetails: { name: 'Nimbus Media Ltd', iban: DEMO_PAYMENTS.iban, swift: 'BUKBGB22' },
  m3uTemplate: 'http://line.nimbus.example/get.php?username={username}&password={password}&type=m3u_plus',
};

/** The demo plans' rows: each plan for 1 to 4 devices. */
export function demoPlanRows() {
  return DEMO_PLANS.flatMap((plan) =>
    plan.prices.map((price, index) => ({
      name: plan.name,
      features: FEATURES,
      devices: index + 1,
      price,
      channels: plan.channels,
      durationDays: plan.durationDays,
      status: 'Active' as const,
    })),
  );
}

/** The accounts SEED_DEMO seeds: each SEED_<ROLE>_EMAIL / _PASSWORD pair given (no defaults). */
export function seedAccounts(env: Env): SeedAccount[] {
  const accounts: SeedAccount[] = [];
  for (const role of ['ADMIN', 'AGENT', 'USER'] as const) {
    const email = env[`SEED_${role}_EMAIL`];
    const password = env[`SEED_${role}_PASSWORD`];
    if (email && password) accounts.push({ role, email, password });
  }
  return accounts;
}

/**
 * Demo data into an empty database: the given accounts, demo plans and demo payment details.
 * For `npm run demo` and test rigs (SEED_DEMO=true) only: a real shop starts with none of it.
 * A database with any user or plan is left alone.
 */
export async function seedDemo(db: Db, accounts: SeedAccount[]): Promise<{ seeded: boolean }> {
  const [people] = await db.select({ n: count() }).from(users);
  const [offers] = await db.select({ n: count() }).from(plans);
  if ((people?.n ?? 0) > 0 || (offers?.n ?? 0) > 0) return { seeded: false };

  const names: Record<Role, [string, string]> = {
    ADMIN: ['Ada', 'Admin'],
    AGENT: ['Sam', 'Agent'],
    USER: ['Uma', 'User'],
  };
  await db.transaction(async (tx) => {
    for (const account of accounts) {
      const [firstName, lastName] = names[account.role];
      await tx.insert(users).values({
        email: account.email.toLowerCase(),
        passwordHash: await hashPassword(account.password),
        firstName,
        lastName,
        role: account.role,
        country: 'United States',
        streetAddress: '1 Demo Street',
        city: 'Springfield',
        state: 'IL',
        postcode: '62701',
        deviceType: 'Smart TV',
      });
    }
    await tx.insert(plans).values(demoPlanRows());
    await tx.insert(plans).values({
      name: 'Weekly Trial',
      features: 'Full live channel line-up, HD quality, 1 device',
      devices: 1,
      price: '4.99',
      channels: 20000,
      durationDays: 7,
      status: 'Inactive',
    });
    await tx
      .insert(settings)
      .values(Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
  });
  return { seeded: true };
}
