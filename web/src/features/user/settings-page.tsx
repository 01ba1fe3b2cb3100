import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { ChangePasswordSection } from './change-password-section';
import { LanguageSection } from './language-section';
import { ProfileSection } from './profile-section';
import { SignInsSection } from './sign-ins-section';
import { UsageSection } from './usage-section';

/** Account settings: profile, usage this month, language, password and recent sign-ins. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  return (
    <div className="page settings-page">
      <div className="page-head">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">{t('subtitle')}</p>
        </div>
      </div>
      <div className="settings-grid">
        <div className="stack-lg">
          <ProfileSection />
          <UsageSection />
          <LanguageSection />
        </div>
        <div className="stack-lg">
          <ChangePasswordSection />
          <SignInsSection />
        </div>
      </div>
    </div>
  );
}
