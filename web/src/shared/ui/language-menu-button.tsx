import { useTranslation } from 'react-i18next';
import { languageOptions, type Language } from '../i18n/languages';
import { FlagIcon } from './flag-icon';
import { MenuButton } from './menu-button';

/** A header's language dropdown: native names with flags. The app decides what choosing a language does. */
export function LanguageMenuButton({ language, onSelect }: { language: Language; onSelect: (code: Language) => void }) {
  const { t } = useTranslation('common');
  const current = languageOptions.find((option) => option.code === language) ?? languageOptions[0]!;
  return (
    <MenuButton
      label={t('language.menuLabel', { language: current.nativeName })}
      buttonClassName="btn btn-ghost language-button"
      items={languageOptions.map((option) => ({
        kind: 'radio' as const,
        key: option.code,
        checked: option.code === language,
        onSelect: () => onSelect(option.code),
        label: (
          <span className="menu-item-label" lang={option.code}>
            <FlagIcon language={option.code} />
            {option.nativeName}
          </span>
        ),
      }))}
    >
      <FlagIcon language={current.code} />
      <span className="language-code">{current.code.toUpperCase()}</span>
      <span className="chevron" aria-hidden="true" />
    </MenuButton>
  );
}
