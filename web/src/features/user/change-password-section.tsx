import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordForm, PASSWORD_MIN } from '../../../../domain/user/user.schemas';
import { isApiError } from '../../shared/api-error';
import { Alert } from '../../shared/ui/alert';
import { TextField } from '../../shared/ui/text-field';
import { useErrorText, useFieldErrorText } from '../../shared/ui/use-error-text';
import { useSuccessText } from '../../shared/ui/use-success-text';
import { useChangePasswordMutation } from '../../shared/user/user.api';

type Outcome = { kind: 'saved'; answer: { message?: string } } | { kind: 'failed'; error: unknown } | null;

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password; the answer's fresh token replaces the stored one (older sessions end). */
export function ChangePasswordSection() {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const successText = useSuccessText();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordForm), defaultValues: empty });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      const answer = await changePassword({ currentPassword, newPassword }).unwrap();
      reset(empty);
      setOutcome({ kind: 'saved', answer });
    } catch (error) {
      if (isApiError(error) && error.code === 'auth.wrongCurrentPassword') {
        setError('currentPassword', { message: error.code }, { shouldFocus: true });
      }
      setOutcome({ kind: 'failed', error });
    }
  });

  return (
    <section className="card settings-card" aria-labelledby="settings-password">
      <h2 id="settings-password" className="section-title">
        {t('password.title')}
      </h2>
      <form className="stack form" onSubmit={onSubmit} noValidate aria-busy={isLoading}>
        {outcome?.kind === 'saved' ? (
          <Alert tone="success">{successText(outcome.answer, t('password.saved'))}</Alert>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <Alert tone="error">{errorText(outcome.error, { failed: t('password.failed') })}</Alert>
        ) : null}
        <TextField
          id="settings-current-password"
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          required
          registration={register('currentPassword')}
          error={fieldError(errors.currentPassword?.message)}
        />
        <TextField
          id="settings-new-password"
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          required
          registration={register('newPassword')}
          error={fieldError(errors.newPassword?.message)}
          hint={t('password.hint', { count: PASSWORD_MIN })}
        />
        <TextField
          id="settings-confirm-password"
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          required
          registration={register('confirmPassword')}
          error={fieldError(errors.confirmPassword?.message)}
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {isLoading ? t('password.saving') : t('password.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
