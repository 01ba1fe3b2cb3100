import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { messageOf } from '../../../../domain/shared/messages';
import { PASSWORD_MIN, resetPasswordForm } from '../../../../domain/user/user.schemas';
import { isApiError } from '../../shared/api-error';
import { Alert } from '../../shared/ui/alert';
import { TextField } from '../../shared/ui/text-field';
import { useErrorText, useFieldErrorText } from '../../shared/ui/use-error-text';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useSuccessText } from '../../shared/ui/use-success-text';
import { useResetPasswordMutation } from './auth.api';
import { AuthCard, AuthForm } from '../../shared/ui/auth-card';

type Outcome =
  { kind: 'done'; text: string } | { kind: 'invalidLink'; text: string } | { kind: 'failed'; text: string };

/** Choose a new password with the token of the emailed link (`/reset-password?token=...`). */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  usePageTitle(t('auth:reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const successText = useSuccessText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordForm), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setOutcome(null);
    try {
      const answer = await resetPassword({ token, password }).unwrap();
      setOutcome({ kind: 'done', text: successText(answer, messageOf('auth.passwordReset')) });
    } catch (error) {
      const text = errorText(error, { failed: t('auth:reset.failed') });
      const invalid =
        isApiError(error) && (error.code === 'auth.resetTokenInvalid' || error.code === 'validation.tokenRequired');
      setOutcome({ kind: invalid ? 'invalidLink' : 'failed', text });
    }
  });

  const requestNewLink = (
    <Link to="/forgot-password" className="btn btn-outline">
      {t('auth:reset.requestNewLink')}
    </Link>
  );

  if (!token || outcome?.kind === 'invalidLink') {
    return (
      <AuthCard title={t('auth:reset.title')}>
        <div className="stack">
          <Alert tone="error">
            {outcome?.text ??
              t('errors:validation.tokenRequired', { defaultValue: messageOf('validation.tokenRequired') })}
          </Alert>
          {requestNewLink}
        </div>
      </AuthCard>
    );
  }

  if (outcome?.kind === 'done') {
    return (
      <AuthCard title={t('auth:reset.title')}>
        <div className="stack">
          <Alert tone="success">{outcome.text}</Alert>
          <Link to="/login" className="btn btn-primary">
            {t('auth:reset.goToLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth:reset.title')} subtitle={t('auth:reset.subtitle')}>
      <AuthForm
        onSubmit={onSubmit}
        busy={isLoading}
        failure={outcome?.kind === 'failed' ? outcome.text : null}
        submitLabel={t('auth:reset.submit')}
        busyLabel={t('auth:reset.submitting')}
      >
        <TextField
          id="reset-password"
          label={t('auth:fields.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          registration={register('password')}
          error={fieldError(errors.password?.message)}
          hint={t('auth:signUp.passwordHint', { count: PASSWORD_MIN })}
        />
        <TextField
          id="reset-confirm-password"
          label={t('auth:fields.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          required
          registration={register('confirmPassword')}
          error={fieldError(errors.confirmPassword?.message)}
        />
      </AuthForm>
    </AuthCard>
  );
}
