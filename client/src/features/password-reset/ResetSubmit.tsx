import { Button } from '@mantine/core';

type Props = { label: string; invalid: boolean; pending: boolean };

/**
 * Disabled while the form is invalid or the request runs (specification section 5). While
 * invalid it only looks and announces disabled: a click or Enter still validates every field,
 * so the visitor sees what to fix.
 */
export function ResetSubmit({ label, invalid, pending }: Props) {
  return (
    <Button type="submit" size="md" fullWidth loading={pending} data-disabled={invalid || undefined} aria-disabled={invalid || pending}>
      {label}
    </Button>
  );
}
