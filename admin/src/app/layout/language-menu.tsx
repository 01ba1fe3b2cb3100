import { useTranslation } from 'react-i18next';
import { isLanguage, languageOptions, type Language } from '../../../../web/src/shared/i18n/languages';
import { FlagIcon } from '../../../../web/src/shared/ui/flag-icon';
import { MenuButton } from '../../../../web/src/shared/ui/menu-button';
import { applyLanguage } from '../i18n';

/** The header's language dropdown: native names with flags (the web app's menu button). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const current = languageOptions.find((option) => option.code === language) ?? languageOptions[0]!;
  return (
    <MenuButton
      label={t('language.menuLabel', { language: current.nativeName })}
      buttonClassName="btn btn-ghost language-button"
      items={languageOptions.map((option) => ({
        kind: 'radio' as const,
        key: option.code,
        checked: option.code === language,
        onSelect: () => applyLanguage(option.code),
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
