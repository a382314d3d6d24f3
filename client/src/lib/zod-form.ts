import type { FormErrors } from '@mantine/form';
import type { z } from '@nimbus/shared/zod';
import { tm } from '../i18n/messages.ts';

/**
 * Validates a Mantine form with a shared zod schema: one message per field, the first issue
 * zod reports for that path, so the form says exactly what the server would answer (in the
 * current language).
 */
export function zodResolver(schema: z.ZodType) {
  return (values: unknown): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!(path in errors)) errors[path] = tm(issue.message);
    }
    return errors;
  };
}
