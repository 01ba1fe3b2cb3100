import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredSession } from '../shared/session/auth.storage';
import { isLanguage, languages, userLanguageKey, type Language } from '../shared/i18n/languages';

/**
 * Every `locales/<language>/<namespace>.json`, each its own chunk, loaded on demand: a cold load fetches only the
 * active language's namespaces that the page in view uses (`useTranslation(namespace)` waits for its file under the
 * page's Suspense); a language switch fetches the new language's files of the namespaces in use before it switches.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

/** The namespaces the site frame (header, footer, error texts) needs before its first paint. */
export const startNamespaces = ['common', 'errors'];

/** An i18next backend reading the bundled JSON chunks. */
const lazyStrings: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = files[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (strings) => callback(null, strings),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

const storedLanguage = (): Language | null => {
  try {
    const value = localStorage.getItem(userLanguageKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
};

/** The language at start: the stored choice, else the signed-in profile's language, else English. */
const initialLanguage = (): Language => {
  const stored = storedLanguage();
  if (stored) return stored;
  const session = readStoredSession();
  if (session.kind === 'session' && isLanguage(session.user.language)) return session.user.language;
  return 'en';
};

const syncDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
};

const startLanguage = initialLanguage();

/**
 * Resolves when the start language's first namespaces are loaded. Only that language: every catalogue is complete
 * (a unit test checks it), so English is no fallback to fetch alongside.
 */
export const i18nReady: Promise<void> = i18n
  .use(lazyStrings)
  .use(initReactI18next)
  .init({
    lng: startLanguage,
    fallbackLng: false,
    load: 'currentOnly',
    supportedLngs: [...languages],
    ns: startNamespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  })
  .then(
    () => undefined,
    () => undefined,
  );
syncDocumentLanguage(startLanguage);
i18n.on('languageChanged', syncDocumentLanguage);

export { i18n };

export const currentLanguage = (): Language => {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
};

/** Switches the interface language; a choice the person made is remembered as `userLanguage`. */
export const applyLanguage = (language: Language, { remember }: { remember: boolean }) => {
  if (remember) {
    try {
      localStorage.setItem(userLanguageKey, language);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  }
  // i18next loads the new language's files of the namespaces in use first, then switches.
  if (i18n.language !== language) void i18n.changeLanguage(language);
};

/** Adopts the profile's language unless the person chose one on this device. */
export const adoptProfileLanguage = (language: unknown) => {
  if (!storedLanguage() && isLanguage(language)) applyLanguage(language, { remember: false });
};
