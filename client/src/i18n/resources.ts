// The English catalogue of every namespace, for the types: `t('key')` with a key that does not
// exist, or without a {{value}} its text needs, does not compile (docs/decisions/046).
import type { common } from './en/common.ts';
import type { settings } from './en/settings.ts';

export type Resources = {
  common: typeof common;
  settings: typeof settings;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: Resources;
  }
}
