import type { Language } from '../../../../domain/user/user.schemas';

export type { Language };

/**
 * The interface languages. Kept here rather than imported at run time, so the first page does not load zod; the
 * type checks below fail if this list and the domain's drift apart.
 */
export const languages = ['en', 'tr', 'de'] as const satisfies readonly Language[];
type Missing = Exclude<Language, (typeof languages)[number]>;
const everyLanguageListed: [Missing] extends [never] ? true : false = true;
void everyLanguageListed;

export interface LanguageOption {
  code: Language;
  /** The English name, for machines and logs; people see the native name. */
  name: string;
  nativeName: string;
}

export const languageOptions: readonly LanguageOption[] = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe' },
  { code: 'de', name: 'German', nativeName: 'Deutsch' },
];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

export const userLanguageKey = 'userLanguage';
