import { useTranslation } from 'react-i18next';
import { selectIsSignedIn } from '../../shared/session/auth.slice';
import { useUpdateLanguageMutation } from '../../shared/user/user.api';
import { isLanguage, type Language } from '../../shared/i18n/languages';
import { useAppSelector } from '../hooks';
import { applyLanguage } from '../i18n';

/** The current language and a switch that remembers the choice and, when signed in, saves it to the profile. */
export const useLanguageSwitch = () => {
  const { i18n } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [updateLanguage] = useUpdateLanguageMutation();
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const switchTo = (next: Language) => {
    applyLanguage(next, { remember: true });
    // The interface has switched already; a failed save only means another device keeps the old preference.
    if (signedIn) void updateLanguage({ language: next });
  };
  return { language, switchTo };
};
