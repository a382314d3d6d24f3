import { defineNamespace } from '../namespace.ts';

// The admin overview: to-do cards, the first-run checklist, statistics, trial conversions,
// revenue trends and recent sign-ups.
export const staffOverview = {
  title: 'Overview',
  intro: 'What waits for you, then customers, subscriptions and revenue at a glance.',
  todo: {
    title: 'To do',
    loadFailed: 'Could not load the to-do list',
    paymentsToVerify: 'Payments to verify',
    ticketsWaiting: 'Tickets waiting for staff',
    subscriptionsExpiring: 'Subscriptions expiring in {{days}} days',
  },
  checklist: {
    title: 'Get your shop ready',
    progress: '{{done}} of {{total}} steps done',
    progressLabel: '{{done}} of {{total}} setup steps done',
    hiddenProgress: 'Shop setup: {{done}} of {{total}} steps done.',
    show: 'Show the checklist',
    hide: 'Hide for now',
    done: ' (done)',
    addPlans: 'Add plans',
    openSettings: 'Open settings',
    steps: {
      plans: { title: 'Add your plans', hint: 'Visitors see them on the home page and pay for them.' },
      payments: { title: 'Set where customers pay', hint: 'Your own crypto wallets, PayPal or bank details (the demo ones belong to nobody).' },
      support: { title: 'Set your support contacts', hint: 'The e-mail and chat link customers reach you at.' },
      brand: { title: 'Name your shop', hint: 'The brand name in the header, e-mails and receipts.' },
      email: {
        title: 'Connect an e-mail server',
        hint: 'Set SMTP_URL on the server and restart it: until then no e-mail (reset codes included) is delivered.',
      },
      publicUrl: {
        title: "Set the shop's public address",
        hint: 'Set PUBLIC_URL on the server (e.g. https://tv.example.com) and restart it: links in e-mails point there.',
      },
      twoFactor: { title: 'Require a second factor for staff', hint: 'Recommended: staff confirm each login with an authenticator app.' },
    },
  },
  stats: {
    label: 'Statistics',
    loadFailed: 'Could not load the statistics',
    totalUsers: 'Total Users',
    activeSubscriptions: 'Active Subscriptions',
    expiredSubscriptions: 'Expired Subscriptions',
    revenueThisMonth: 'Revenue This Month',
    discounts: '{{amount}} discounts given',
    discountsWithCoupons_one: '{{amount}} discounts given ({{coupons}} coupon)',
    discountsWithCoupons_other: '{{amount}} discounts given ({{coupons}} coupons)',
  },
  trials: {
    title: 'Trial conversions',
    loadFailed: 'Could not load the trial conversions',
    none: 'No free trials started in the last {{days}} days.',
    // count is the trials started; "was" or "were" follows the ones paid for.
    onePaid_one: '{{converted}} of {{started}} free trial started in the last {{days}} days was paid for.',
    onePaid_other: '{{converted}} of {{started}} free trials started in the last {{days}} days was paid for.',
    paid_one: '{{converted}} of {{started}} free trial started in the last {{days}} days were paid for.',
    paid_other: '{{converted}} of {{started}} free trials started in the last {{days}} days were paid for.',
  },
  revenue: {
    title: 'Revenue Trends',
    intro: 'Completed payments over the last {{months}} months.',
    loadFailed: 'Could not load the revenue trends',
    series: 'Revenue',
    caption: 'Revenue by month',
    month: 'Month',
    revenue: 'Revenue',
    total: 'Total',
    // Axis ticks: short enough for the chart's side.
    axisThousands: '${{value}}k',
    axisUnits: '${{value}}',
  },
  signups: {
    title: 'Recent Signups',
    loadFailed: 'Could not load the recent sign-ups',
    empty: 'No customer has registered yet.',
    caption: 'Recent signups',
    name: 'Name',
    email: 'E-mail',
    date: 'Date',
  },
} as const;

export const useStaffOverviewText = defineNamespace('staffOverview', staffOverview, { es: () => import('../es/staff-overview.ts') });
