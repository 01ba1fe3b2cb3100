import { useTranslation } from 'react-i18next';
import { languageOptions } from '../../shared/i18n/languages';
import { FlagIcon } from '../../shared/ui/flag-icon';
import { MenuButton } from '../../shared/ui/menu-button';
import { useLanguageSwitch } from './use-language-switch';

/** The header's language dropdown: native names with flags. */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  const { language, switchTo } = useLanguageSwitch();
  const current = languageOptions.find((option) => option.code === language) ?? languageOptions[0]!;
  return (
    <MenuButton
      label={t('language.menuLabel', { language: current.nativeName })}
      buttonClassName="btn btn-ghost language-button"
      items={languageOptions.map((option) => ({
        kind: 'radio' as const,
        key: option.code,
        checked: option.code === language,
        onSelect: () => switchTo(option.code),
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
