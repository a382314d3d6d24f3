import { z } from './zod.ts';

// Ids are Postgres `serial` (int4): a larger number would reach the database as an
// out-of-range error (a 500), so the schema stops it as bad input first.
export const MAX_ID = 2_147_483_647;
export const idMessages = { invalid: 'Invalid id' } as const;
export const invalidIdMessage = idMessages.invalid;

export const recordId = z.number({ error: invalidIdMessage }).int(invalidIdMessage).positive(invalidIdMessage).max(MAX_ID, invalidIdMessage);

export const idInput = z.object({ id: recordId });
export type IdInput = z.input<typeof idInput>;
