import { useTranslation } from 'react-i18next';
import type { Language } from '@nimbus/shared/i18n';
import { addNamespace, i18n } from './i18n.ts';
import type { Resources } from './resources.ts';

type Loader = () => Promise<{ default: object }>;

/**
 * A namespace of the app's texts: registers its English (the module that calls this is imported
 * by the screens that use it, so the texts travel with their code) and how to load its
 * translations. Returns the screens' hook, with `t` for code outside components (a toast, a
 * dialog's text), which reads the language at the time of the call.
 *
 *     export const useAccountText = defineNamespace('account', account, { es: () => import('../es/account.ts') });
 *     const { t } = useAccountText();
 */
export function defineNamespace<const N extends keyof Resources>(namespace: N, english: Resources[N], others: Record<Exclude<Language, 'en'>, Loader>) {
  addNamespace(namespace, english, others);
  const use = () => useTranslation(namespace);
  return Object.assign(use, { t: i18n.getFixedT(null, namespace) });
}
