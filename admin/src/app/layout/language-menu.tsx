import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../web/src/shared/i18n/languages';
import { LanguageMenuButton } from '../../../../web/src/shared/ui/language-menu-button';
import { applyLanguage } from '../i18n';

/** The header's language dropdown (the web app's menu). */
export function LanguageMenu() {
  const { i18n } = useTranslation('common');
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return <LanguageMenuButton language={language} onSelect={applyLanguage} />;
}
