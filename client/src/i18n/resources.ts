// The English catalogue of every namespace, for the types: `t('key')` with a key that does not
// exist, or without a {{value}} its text needs, does not compile (docs/decisions/046).
import type { account } from './en/account.ts';
import type { auth } from './en/auth.ts';
import type { common } from './en/common.ts';
import type { content } from './en/content.ts';
import type { countryNames } from './en/countries.ts';
import type { desk } from './en/desk.ts';
import type { homeMore } from './en/home-more.ts';
import type { home } from './en/home.ts';
import type { layout } from './en/layout.ts';
import type { payment } from './en/payment.ts';
import type { settings } from './en/settings.ts';
import type { staffOverview } from './en/staff-overview.ts';
import type { staff } from './en/staff.ts';
import type { statusPages } from './en/status-pages.ts';
import type { tickets } from './en/tickets.ts';

export type Resources = {
  account: typeof account;
  auth: typeof auth;
  common: typeof common;
  content: typeof content;
  countries: typeof countryNames;
  desk: typeof desk;
  home: typeof home;
  homeMore: typeof homeMore;
  layout: typeof layout;
  payment: typeof payment;
  settings: typeof settings;
  staff: typeof staff;
  staffOverview: typeof staffOverview;
  statusPages: typeof statusPages;
  tickets: typeof tickets;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: Resources;
  }
}
