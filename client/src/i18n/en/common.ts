import { defineNamespace } from '../namespace.ts';

// Texts every area shares: the header and footer, generic words of dialogs and tables.
export const common = {
  language: {
    label: 'Language',
    changeFailed: 'The language could not be saved to your account. Please try again.',
  },
  // Each page's title in the browser's tab (lib/page-title.ts).
  pageTitles: {
    account: 'Your account',
    admin: 'Admin',
    agent: 'Agent',
    audit: 'Audit log',
    channelList: 'Channel list',
    coupons: 'Coupons',
    forbidden: 'Access denied',
    forgotPassword: 'Forgot your password',
    guide: "Beginner's guide",
    login: 'Log in',
    notFound: 'Page not found',
    notifications: 'Notifications',
    overview: 'Overview',
    panelDrift: 'Panel drift',
    payment: 'Payment',
    payments: 'Payments',
    plans: 'Plans',
    privacy: 'Privacy Policy',
    register: 'Create your account',
    resetCode: 'Enter your reset code',
    security: 'Security',
    settings: 'Settings',
    setup: 'Set up your shop',
    subscription: 'Your subscription',
    subscriptions: 'Subscriptions',
    support: 'Support',
    supportTickets: 'Support tickets',
    terms: 'Terms of Service',
    updatePassword: 'Choose a new password',
    users: 'Users',
    webhookDeliveries: 'Webhook deliveries',
    webhooks: 'Webhooks',
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
