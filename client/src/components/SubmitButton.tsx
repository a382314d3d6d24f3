import { Button, Loader } from '@mantine/core';

type Props = { label: string; pendingLabel: string; invalid: boolean; pending: boolean };

/**
 * Disabled while the form is invalid or the request runs. While invalid it only looks and
 * announces disabled: a click (or Enter) still submits, so every field's message shows.
 */
export function SubmitButton({ label, pendingLabel, invalid, pending }: Props) {
  return (
    <Button
      type="submit"
      size="md"
      fullWidth
      disabled={pending}
      data-disabled={invalid || undefined}
      aria-disabled={invalid || pending}
      leftSection={pending ? <Loader size={16} color="white" aria-hidden /> : undefined}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
