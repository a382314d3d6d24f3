import { defineNamespace } from '../namespace.ts';

// The answers to a page that does not exist (404) or that the visitor may not open (403); they
// load with those pages.
export const statusPages = {
  goHome: 'Go to home',
  notFound: {
    title: 'We could not find this page',
    text: 'The link may be mistyped or out of date. Start again from the home page, or look at our plans.',
    plans: 'See the plans',
  },
  forbidden: {
    title: 'You do not have access to this page',
    text: 'Log in with an account that may open it, or go back to the home page.',
  },
} as const;

export const useStatusPagesText = defineNamespace('statusPages', statusPages, { es: () => import('../es/status-pages.ts') });
