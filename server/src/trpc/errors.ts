import { requestMessages } from '@nimbus/shared/service';
import { TRPCError } from '@trpc/server';

type Issue = { message: string; path?: readonly PropertyKey[] };

function validationIssues(cause: unknown): Issue[] | null {
  if (cause && typeof cause === 'object' && 'issues' in cause && Array.isArray(cause.issues)) {
    return cause.issues as Issue[];
  }
  return null;
}

/** The cause of a refusal a client acts on, not only shows (the login form's second step). */
class ReasonedCause extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

export const unreadableInputMessage = requestMessages.unreadable;

/**
 * The one message a client may see for an error. Input validation answers with the schema's
 * own message (the same text the form shows); anything unexpected is masked.
 */
export function publicErrorMessage(error: TRPCError): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return 'Something went wrong. Please try again.';
  const issues = error.code === 'BAD_REQUEST' ? validationIssues(error.cause) : null;
  if (issues?.length) return issues[0]!.message;
  // tRPC wraps a failure to read the input (JSON.parse, superjson) with the library's raw
  // message ("Maximum call stack size exceeded"): an internal detail, not an answer.
  const cause = error.cause;
  if (cause instanceof Error && !(cause instanceof TRPCError) && !(cause instanceof ReasonedCause) && error.message === cause.message) {
    return unreadableInputMessage;
  }
  return error.message;
}

/** A TRPCError that also carries a machine-readable reason (`data.reason`, REST's `reason`). */
export function reasonedError(code: TRPCError['code'], reason: string, message: string): TRPCError {
  return new TRPCError({ code, message, cause: new ReasonedCause(reason, message) });
}

export function errorReason(error: TRPCError): string | undefined {
  return error.cause instanceof ReasonedCause ? error.cause.reason : undefined;
}
