import { LanguageMenuButton } from '../../shared/ui/language-menu-button';
import { useLanguageSwitch } from './use-language-switch';

/** The header's language dropdown; a signed-in user's choice is also saved to the profile. */
export function LanguageMenu() {
  const { language, switchTo } = useLanguageSwitch();
  return <LanguageMenuButton language={language} onSelect={switchTo} />;
}
