import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PASSWORD_MIN, signUpForm } from '../../../../domain/user/user.schemas';
import { isApiError } from '../../shared/api-error';
import { isLanguage } from '../../shared/i18n/languages';
import { TextField } from '../../shared/ui/text-field';
import { useErrorText, useFieldErrorText } from '../../shared/ui/use-error-text';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useRegisterMutation } from './auth.api';
import { AuthCard, AuthForm } from '../../shared/ui/auth-card';

const serverFields = ['username', 'email', 'password'] as const;
type ServerField = (typeof serverFields)[number];
const isServerField = (field: string): field is ServerField => (serverFields as readonly string[]).includes(field);

/** Create an account; on success the session is stored and the guest-only route goes to the dashboard. */
export function SignUpPage() {
  const { t, i18n } = useTranslation('auth');
  usePageTitle(t('signUp.title'));
  // Where a guest was going before login (`{ from }`): kept when they switch between login and sign-up.
  const { state: fromState } = useLocation();
  const [registerAccount, { isLoading }] = useRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signUpForm),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  });

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    setFailure(null);
    try {
      // The account starts in the interface language in use.
      const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
      await registerAccount({ username, email, password, language }).unwrap();
    } catch (error) {
      if (isApiError(error)) {
        for (const issue of error.details ?? []) {
          if (isServerField(issue.field)) setError(issue.field, { message: issue.code });
        }
        if (error.code === 'auth.emailTaken') setError('email', { message: error.code });
        if (error.code === 'auth.usernameTaken') setError('username', { message: error.code });
      }
      setFailure(errorText(error, { failed: t('signUp.failed'), thrown: t('signUp.error') }));
    }
  });

  const termsError = fieldError(errors.acceptTerms?.message);

  return (
    <AuthCard
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <p>
          {t('signUp.haveAccount')}{' '}
          <Link to="/login" state={fromState}>
            {t('signUp.logInLink')}
          </Link>
        </p>
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        busy={isLoading}
        failure={failure}
        submitLabel={t('signUp.submit')}
        busyLabel={t('signUp.submitting')}
      >
        <TextField
          id="signup-username"
          label={t('fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          registration={register('username')}
          error={fieldError(errors.username?.message)}
        />
        <TextField
          id="signup-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          registration={register('email')}
          error={fieldError(errors.email?.message)}
        />
        <TextField
          id="signup-password"
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          required
          registration={register('password')}
          error={fieldError(errors.password?.message)}
          hint={t('signUp.passwordHint', { count: PASSWORD_MIN })}
        />
        <TextField
          id="signup-confirm-password"
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          registration={register('confirmPassword')}
          error={fieldError(errors.confirmPassword?.message)}
        />
        <div className={termsError ? 'checkbox-field field-invalid' : 'checkbox-field'}>
          <input
            id="signup-terms"
            type="checkbox"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'signup-terms-error' : undefined}
            {...register('acceptTerms')}
          />
          <label htmlFor="signup-terms">
            <Trans
              t={t}
              i18nKey="signUp.acceptTerms"
              components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }}
            />
          </label>
        </div>
        {termsError ? (
          <p id="signup-terms-error" className="field-error">
            <span aria-hidden="true">⚠ </span>
            {termsError}
          </p>
        ) : null}
      </AuthForm>
    </AuthCard>
  );
}
