import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadMessages } from './messages.ts';
import { setFormatLanguage } from '@nimbus/shared/format';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, preferredLanguage, type Language } from '@nimbus/shared/i18n';

// The app's texts (docs/decisions/046). Each namespace's English ships with the code that uses it
// (the namespace's module, imported by its screens, registers it: namespace.ts); another
// language's texts are a chunk of their own, fetched when that language is on, before the screen
// that needs them renders.

type Loader = () => Promise<{ default: object }>;
const translations = new Map<string, Partial<Record<Language, Loader>>>();

/** Another language's texts of a namespace, from its chunk; English is registered already. */
const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    const load = isLanguage(language) ? translations.get(namespace)?.[language] : undefined;
    if (!load) {
      done(null, language === DEFAULT_LANGUAGE ? (i18n.getResourceBundle(language, namespace) ?? {}) : {});
      return;
    }
    load().then(
      (module) => done(null, module.default as ResourceKey),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n = i18next.createInstance();
void i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [],
    defaultNS: false,
    resources: {},
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

/** Registers a namespace: its English texts and the loaders of its translations. */
export function addNamespace(namespace: string, english: ResourceKey, others: Partial<Record<Language, Loader>>): void {
  if (translations.has(namespace)) return;
  translations.set(namespace, others);
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, english);
  const known = i18n.options.ns as string[];
  if (!known.includes(namespace)) known.push(namespace);
  // A screen's code arriving while another language is on: its texts start loading at once.
  if (i18n.language !== DEFAULT_LANGUAGE) void i18n.loadNamespaces(namespace);
}

const STORAGE_KEY = 'nimbus.language';
const inBrowser = typeof window !== 'undefined';

/** The language a visitor chose on this device, else the browser's preferred one the shop speaks. */
export function deviceLanguage(): Language {
  if (!inBrowser) return DEFAULT_LANGUAGE;
  const stored = safely(() => window.localStorage.getItem(STORAGE_KEY));
  if (isLanguage(stored)) return stored;
  return preferredLanguage(navigator.languages ?? [navigator.language]);
}

/**
 * Shows the app in `language`: the texts of every namespace loaded so far are fetched first, so
 * no screen renders half in one language. The choice is kept on this device (the account keeps
 * its own: useLanguageSwitch).
 */
export async function applyLanguage(language: Language): Promise<void> {
  if (inBrowser) safely(() => window.localStorage.setItem(STORAGE_KEY, language));
  if (i18n.language === language) return;
  await Promise.all([i18n.loadLanguages(language), loadMessages(language)]);
  setFormatLanguage(language);
  if (inBrowser) document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/** The current language, as the app shows it. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Subscribes to language changes (for useSyncExternalStore). */
export function onLanguageChange(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    // Storage refused (private mode, a sandboxed frame): the choice lasts for this page only.
    return null;
  }
}
