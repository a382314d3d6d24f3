import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Nimbus blue-violet: shade 6 on white and white on shade 6 both pass WCAG AA (5.6:1).
const nimbus: MantineColorsTuple = ['#eef0ff', '#dcdfff', '#b6bbfa', '#8d95f5', '#6b73f1', '#555def', '#4951ef', '#3a42d5', '#3239bf', '#2630a9'];

export const theme = createTheme({
  primaryColor: 'nimbus',
  primaryShade: 6,
  colors: { nimbus },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '800' },
  defaultRadius: 'md',
  // The specification's mobile layout is "768 px or less": `sm` (desktop) starts at 769 px.
  // Keep in step with postcss.config.cjs.
  breakpoints: { xs: '36em', sm: '48.0625em', md: '62em', lg: '75em', xl: '88em' },
  // Plain objects, not Modal.extend(): importing Modal here would put the dialog code (and its
  // positioning library) on every page's first load.
  components: {
    // A notification's message under a title is grey-6 (3.3:1): the readable dimmed grey
    // instead (axe color-contrast). The close icons' names are set per language
    // (i18n/LanguageRoot.tsx).
    Notification: {
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * Mantine's light "dimmed" grey is 3.3:1 on white; this one passes AA (6:1). The --nimbus-*
 * colours are the app's own that change with the colour scheme (dark mode follows the system):
 * accent text, muted surfaces and text that must stay strong on a light alert.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Field errors in red-6 are 3.3:1 on white; red-9 is 5.4:1.
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--nimbus-accent-text': 'var(--mantine-color-nimbus-7)',
    '--nimbus-surface-muted': 'var(--mantine-color-gray-0)',
    '--nimbus-surface': 'var(--mantine-color-white)',
    '--nimbus-strong-text': 'var(--mantine-color-dark-7)',
    '--nimbus-soft-text': 'var(--mantine-color-dark-6)',
  },
  // Mantine's dark "dimmed" (dark-2) is 4:1 on the dark body; dark-1 is 8:1. Errors in red-4.
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-nimbus-3)',
    '--nimbus-accent-text': 'var(--mantine-color-nimbus-2)',
    '--nimbus-surface-muted': 'var(--mantine-color-dark-8)',
    '--nimbus-surface': 'var(--mantine-color-dark-7)',
    '--nimbus-strong-text': 'var(--mantine-color-dark-0)',
    '--nimbus-soft-text': 'var(--mantine-color-dark-0)',
  },
});
