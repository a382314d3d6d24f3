import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../src/trpc/router.ts';
import { createUser, testApp } from './harness.ts';
import { MATRIX } from './matrix/index.ts';
import { WHO, type Fixture, type MatrixEntry, type Outcome, type Who } from './matrix/types.ts';

// Every procedure of the router x every kind of caller, with the outcome each must get.
const app = testApp();

async function fixture(): Promise<Fixture> {
  return {
    app,
    users: {
      user: await createUser({ role: 'USER' }),
      otherUser: await createUser({ role: 'USER' }),
      agent: await createUser({ role: 'AGENT' }),
      admin: await createUser({ role: 'ADMIN' }),
      suspended: await createUser({ role: 'USER', status: 'Suspend' }),
    },
  };
}

async function call(entry: MatrixEntry, who: Who): Promise<Outcome> {
  const fx = await fixture();
  const input = await entry.input(fx);
  const caller = await app.caller(who === 'anonymous' ? null : fx.users[who]);
  const procedure = entry.path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  try {
    await (procedure as (input: unknown) => Promise<unknown>)(input);
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return error.code as Outcome;
    throw error;
  }
}

describe('role matrix', () => {
  it('covers every procedure of the router', () => {
    const procedures = Object.keys(appRouter._def.procedures).sort();
    const covered = [...new Set(MATRIX.map((entry) => entry.path))].sort();
    expect(covered).toEqual(procedures);
  });

  for (const entry of MATRIX) {
    describe(entry.path, () => {
      for (const who of WHO) {
        it(`${who} -> ${entry.expect[who]}`, async () => {
          expect(await call(entry, who)).toBe(entry.expect[who]);
        });
      }
    });
  }
});
