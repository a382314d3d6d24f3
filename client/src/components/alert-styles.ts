// Light alerts with text that passes axe's colour contrast: Mantine's light variant writes the
// title in the hue's filled shade, below 4.5:1 on its own tint. Dark shades of the same hue,
// as the status badges use (StatusBadge.tsx).
const TITLE: Record<string, string> = {
  teal: '#05664a',
  yellow: '#6b4b00',
  orange: '#8f3b0b',
  red: '#a61e1e',
  blue: '#0f4a7f',
  gray: '#495057',
};

/**
 * `styles` for a light Alert of `color`: a readable title and strong body text; in dark mode
 * (CSS light-dark()) the hue's shade 2 and the light text.
 */
export function readableAlert(color: string) {
  const hue = color in TITLE ? color : 'gray';
  return { title: { color: `light-dark(${TITLE[hue]}, var(--mantine-color-${hue}-2))` }, message: { color: 'var(--nimbus-strong-text)' } };
}
