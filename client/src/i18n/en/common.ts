import { defineNamespace } from '../namespace.ts';

// Texts every area shares: the header and footer, generic words of dialogs and tables.
export const common = {
  language: {
    label: 'Language',
    changeFailed: 'The language could not be saved to your account. Please try again.',
  },
  alerts: {
    success: 'Success!',
    error: 'Error!',
    ok: 'OK',
  },
  confirm: {
    title: 'Are you sure?',
    yes: 'Yes',
    cancel: 'Cancel',
  },
} as const;

export const useCommonText = defineNamespace('common', common, { es: () => import('../es/common.ts') });
