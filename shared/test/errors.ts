import type { z } from 'zod';

/**
 * The first message of each field, as a form shows it and as the server answers it (the
 * server sends the first issue's message). `{}` means the input is valid.
 */
export function firstErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '(root)';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The message the server would send for this input: the first issue's. */
export function serverMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}
