import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredSession } from '../features/auth/auth.storage';
import { isLanguage, languages, userLanguageKey, type Language } from '../shared/i18n/languages';

/** Every `locales/<language>/<namespace>.json`, bundled: one namespace per file. */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

const resources: Resource = {};
for (const [path, content] of Object.entries(files)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language, namespace] = match as unknown as [string, string, string];
  resources[language] = { ...resources[language], [namespace]: content };
}

const namespaces = [...new Set(Object.values(resources).flatMap((bundle) => Object.keys(bundle)))];

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

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...languages],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export { i18n };

export const currentLanguage = (): Language => (isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en');

/** Switches the interface language; a choice the person made is remembered as `userLanguage`. */
export const applyLanguage = (language: Language, { remember }: { remember: boolean }) => {
  if (remember) {
    try {
      localStorage.setItem(userLanguageKey, language);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  }
  if (i18n.language !== language) void i18n.changeLanguage(language);
};

/** Adopts the profile's language unless the person chose one on this device. */
export const adoptProfileLanguage = (language: unknown) => {
  if (!storedLanguage() && isLanguage(language)) applyLanguage(language, { remember: false });
};
