import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEventHandler } from 'react';

// Mantine's light buttons write shade 6 on a 10% tint: 2.3 to 2.9:1 for teal, orange and red.
// The same hues, darker, pass WCAG AA (4.9:1 or more) on the tint, on white and on a striped row;
// in dark mode (CSS light-dark(), following Mantine's color-scheme) the hue's shade 2 does.
const TONES = {
  positive: { color: 'teal', text: 'light-dark(#05664a, var(--mantine-color-teal-2))' },
  warning: { color: 'orange', text: 'light-dark(#8f3b0b, var(--mantine-color-orange-2))' },
  danger: { color: 'red', text: 'light-dark(#a61e1e, var(--mantine-color-red-2))' },
  primary: { color: 'nimbus', text: 'light-dark(var(--mantine-color-nimbus-8), var(--mantine-color-nimbus-2))' },
  neutral: { color: 'gray', text: undefined },
} as const;

type Props = Pick<ButtonProps, 'disabled' | 'loading' | 'children'> & {
  tone: keyof typeof TONES;
  onClick: MouseEventHandler<HTMLButtonElement>;
  /** The full name for screen readers, e.g. "Suspend Ada Lovelace"; it starts with the visible text. */
  'aria-label': string;
};

/** A compact action of a table row (Activate, Verify, Delete...): coloured by what it does, readable. */
export function RowAction({ tone, disabled, ...props }: Props) {
  const { color, text } = TONES[tone];
  const variant = tone === 'neutral' ? 'default' : 'light';
  return <Button size="compact-sm" variant={variant} color={color} c={disabled ? undefined : text} disabled={disabled} {...props} />;
}
