// The English catalogue of every namespace, for the types: `t('key')` with a key that does not
// exist, or without a {{value}} its text needs, does not compile (docs/decisions/046).
import type { common } from './en/common.ts';
import type { home } from './en/home.ts';
import type { homeMore } from './en/home-more.ts';
import type { layout } from './en/layout.ts';
import type { statusPages } from './en/status-pages.ts';

export type Resources = {
  common: typeof common;
  home: typeof home;
  homeMore: typeof homeMore;
  layout: typeof layout;
  statusPages: typeof statusPages;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: Resources;
  }
}
