import { TRPCError } from '@trpc/server';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema/index.ts';
import { publicErrorMessage } from '../src/trpc/errors.ts';
import { workerDatabase } from './database.ts';

/** How a call was refused, with the message a client would see (a schema's form message). */
export async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: publicErrorMessage(error) };
    throw error;
  }
  throw new Error('The call was expected to be refused, and it succeeded');
}

/** The audit rows of one entity, oldest first. */
export async function auditOf(entity: string, entityId: number) {
  const { db } = await workerDatabase();
  return db
    .select({ actorId: auditLog.actorId, action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}
