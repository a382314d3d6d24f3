import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROLES, type Role } from '@nimbus/shared/enums';
import type { Env } from '../env.ts';
import type { Cipher } from '../lib/cipher.ts';
import type { Db } from './client.ts';
import { seedAccounts, seedDemo, type SeedAccount } from './seed.ts';
import { addDemoStory } from './demo-story.ts';

// `npm run demo` and `npm run dev`: the shop with demo accounts, demo payment details and the
// demo story (demo-story.ts) to look at. The passwords are made per install and kept in a file only
// its owner reads; they are never printed, so no demo password is known outside this machine.

export const DEMO_ACCOUNTS_FILE = 'demo-accounts.txt';
const DEMO_EMAILS: Record<Role, string> = { ADMIN: 'admin@nimbus.example', AGENT: 'agent@nimbus.example', USER: 'user@nimbus.example' };

/** The demo accounts: SEED_* pairs where given, else kept from an earlier demo start, else made now. */
export async function demoAccounts(env: Env): Promise<{ accounts: SeedAccount[]; file: string }> {
  const file = join(env.DATA_DIR, DEMO_ACCOUNTS_FILE);
  const kept = await readAccounts(file);
  const given = seedAccounts(env);
  const accounts = (['ADMIN', 'AGENT', 'USER'] as const).map(
    (role) =>
      given.find((account) => account.role === role) ??
      kept.find((account) => account.role === role) ?? { role, email: DEMO_EMAILS[role], password: randomBytes(12).toString('base64url') },
  );
  return { accounts, file };
}

/** Keeps the accounts where the README says to read them: readable by the owner only, never printed. */
export async function writeDemoAccounts(file: string, accounts: SeedAccount[]): Promise<void> {
  const lines = accounts.map((account) => `${account.role.padEnd(6)} ${account.email} ${account.password}`);
  await writeFile(file, `# Demo accounts of this install (role, e-mail, password). Readable by you only.\n${lines.join('\n')}\n`, { mode: 0o600 });
  await chmod(file, 0o600); // the mode above applies only when the file is created
}

async function readAccounts(file: string): Promise<SeedAccount[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts): parts is [Role, string, string] => parts.length === 3 && ROLES.includes(parts[0] as Role))
    .map(([role, email, password]) => ({ role, email, password }));
}

/**
 * The demo shop: into an empty database the demo accounts, plans and payment details; then the
 * demo story (a year of customers, payments, tickets and notifications), which adds nothing
 * when it is there already. A database that already had data gets the story only when
 * `intoExistingData` says it is a demo one (or the owner asked, `npm run seed:demo`).
 */
export async function seedDemoShop(
  db: Db,
  accounts: SeedAccount[],
  story: { cipher: Cipher; now: Date; intoExistingData: boolean },
): Promise<{ seeded: boolean; customers: number | null }> {
  const { seeded } = await seedDemo(db, accounts);
  if (!seeded && !story.intoExistingData) return { seeded, customers: null };
  const userEmail = accounts.find((account) => account.role === 'USER')?.email;
  const { customers } = await addDemoStory(db, { cipher: story.cipher, now: story.now, userEmail });
  return { seeded, customers };
}
