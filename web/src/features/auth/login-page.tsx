import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginForm } from '../../../../domain/user/user.schemas';
import { TextField } from '../../shared/ui/text-field';
import { useErrorText, useFieldErrorText } from '../../shared/ui/use-error-text';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useLoginMutation } from './auth.api';
import { AuthCard, AuthForm } from '../../shared/ui/auth-card';

/** Sign in. On success the guest-only route sends the user back where they came from, else to the dashboard. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  // Where a guest was going (`{ from }`, app/return-path.ts): kept when they go on to sign up instead.
  const { state: fromState } = useLocation();
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await login({ email, password }).unwrap();
    } catch (error) {
      setFailure(errorText(error, { failed: t('login.failed'), thrown: t('login.error') }));
    }
  });

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link to="/signup" state={fromState}>
            {t('login.signUpLink')}
          </Link>
        </p>
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        busy={isLoading}
        failure={failure}
        submitLabel={t('login.submit')}
        busyLabel={t('login.submitting')}
      >
        <TextField
          id="login-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          registration={register('email')}
          error={fieldError(errors.email?.message)}
        />
        <TextField
          id="login-password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          registration={register('password')}
          error={fieldError(errors.password?.message)}
          labelAside={
            <Link to="/forgot-password" className="field-link">
              {t('login.forgotPassword')}
            </Link>
          }
        />
        <div className="checkbox-field">
          <input id="login-remember" type="checkbox" {...register('rememberMe')} />
          <label htmlFor="login-remember">{t('login.rememberMe')}</label>
        </div>
      </AuthForm>
    </AuthCard>
  );
}
