import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, languages, userLanguageKey, type Language } from '../../../web/src/shared/i18n/languages';

/**
 * Every `locales/<language>/<namespace>.json` of the admin app, plus the web app's `errors` namespace: the one
 * catalogue of server message codes (domain/shared/messages.ts) that the shared error texts read.
 */
const own = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
const errors = import.meta.glob<Record<string, unknown>>('../../../web/src/locales/*/errors.json', {
  eager: true,
  import: 'default',
});

const resources: Resource = {};
for (const [path, content] of Object.entries({ ...errors, ...own })) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language, namespace] = match as unknown as [string, string, string];
  resources[language] = { ...resources[language], [namespace]: content };
}

const namespaces = [...new Set(Object.values(resources).flatMap((bundle) => Object.keys(bundle)))];

/** The same language choice as the web app (`userLanguage`), else the browser's, else English. */
const initialLanguage = (): Language => {
  try {
    const stored = localStorage.getItem(userLanguageKey);
    if (isLanguage(stored)) return stored;
  } catch {
    // Private mode.
  }
  const browser = navigator.language?.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
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

/** Switches the interface language and remembers the choice on this device. */
export const applyLanguage = (language: Language) => {
  try {
    localStorage.setItem(userLanguageKey, language);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
  if (i18n.language !== language) void i18n.changeLanguage(language);
};
