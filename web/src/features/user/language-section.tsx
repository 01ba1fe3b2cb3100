import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage, currentLanguage } from '../../app/i18n';
import { isLanguage, languageOptions, type Language } from '../../shared/i18n/languages';
import { Alert } from '../../shared/ui/alert';
import { useSuccessText } from '../../shared/ui/use-success-text';
import { useGetProfileQuery, useUpdateLanguageMutation } from '../../shared/user/user.api';

const MESSAGE_MS = 3000;

type Outcome = { kind: 'saved'; answer: { message?: string } } | { kind: 'failed' } | null;

/** The profile's language: saved to the server, then applied here; the confirmation fades after 3 seconds. */
export function LanguageSection() {
  const { t } = useTranslation('settings');
  const selectId = useId();
  const successText = useSuccessText();
  const { data: profile } = useGetProfileQuery();
  const [updateLanguage, { isLoading }] = useUpdateLanguageMutation();
  const [choice, setChoice] = useState<Language>(currentLanguage);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const profileLanguage = profile?.user.language;
  useEffect(() => {
    if (isLanguage(profileLanguage)) setChoice(profileLanguage);
  }, [profileLanguage]);

  useEffect(() => {
    if (outcome?.kind !== 'saved') return;
    const timer = window.setTimeout(() => setOutcome(null), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      const answer = await updateLanguage({ language: choice }).unwrap();
      applyLanguage(choice, { remember: true });
      setOutcome({ kind: 'saved', answer });
    } catch {
      setOutcome({ kind: 'failed' });
    }
  };

  return (
    <section className="card settings-card" aria-labelledby="settings-language">
      <h2 id="settings-language" className="section-title">
        {t('language.title')}
      </h2>
      <p className="muted">{t('language.text')}</p>
      <form className="inline-form" onSubmit={(event) => void onSubmit(event)}>
        <div className="field">
          <label htmlFor={selectId}>{t('language.label')}</label>
          <select
            id={selectId}
            value={choice}
            onChange={(event) => isLanguage(event.target.value) && setChoice(event.target.value)}
          >
            {languageOptions.map((option) => (
              <option key={option.code} value={option.code} lang={option.code}>
                {option.nativeName}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? t('language.saving') : t('language.save')}
        </button>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'saved' ? (
          <Alert tone="success">{successText(outcome.answer, t('language.saved'))}</Alert>
        ) : null}
      </div>
      {outcome?.kind === 'failed' ? <Alert tone="error">{t('language.failed')}</Alert> : null}
    </section>
  );
}
