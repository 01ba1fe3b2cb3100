import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../web/src/shared/ui/alert';
import { useErrorText } from '../../../../web/src/shared/ui/use-error-text';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { useAppDispatch } from '../../app/hooks';
import { useAdminLoginMutation } from './admin-auth.api';
import { signedIn } from './admin-auth.slice';
import { TWO_FACTOR_LENGTH, asksForTwoFactor, loginBody } from './two-factor';

type Field = 'email' | 'password' | 'code';

/**
 * Admin Sign In (spec §2, §5, §8): email, password with a show/hide toggle, and a two-factor code field that
 * appears once the server refuses a login for want of one. Errors show in a red alert and clear whenever a field
 * changes (and on entering and leaving: they live in this page's state). Success goes to the admin's return path
 * through the guest-only guard.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'), t('common:brand'));
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useAdminLoginMutation();
  const errorText = useErrorText();
  const [form, setForm] = useState({ email: '', password: '', code: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [codeShown, setCodeShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (codeShown) codeRef.current?.focus();
  }, [codeShown]);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = field === 'code' ? event.target.value.slice(0, TWO_FACTOR_LENGTH) : event.target.value;
    setForm((current) => ({ ...current, [field]: value }));
    setFailure(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!form.email.trim() || !form.password) {
      setFailure(t('login.required'));
      return;
    }
    try {
      const answer = await login(loginBody(form, codeShown)).unwrap();
      dispatch(signedIn({ token: answer.token, adminUser: answer.adminUser }));
    } catch (error) {
      if (asksForTwoFactor(error)) setCodeShown(true);
      setFailure(errorText(error, { failed: t('login.failed'), thrown: t('common:errors.network') }));
    }
  };

  return (
    <div className="page auth-page">
      <div className="card auth-card">
        <div className="auth-card-head">
          <p className="admin-eyebrow">{t('common:brand')}</p>
          <h1>{t('login.title')}</h1>
          <p className="muted">{t('login.subtitle')}</p>
        </div>
        <form className="stack form" onSubmit={onSubmit} noValidate aria-busy={isLoading}>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div className="field">
            <label htmlFor="admin-email">{t('fields.email')}</label>
            <input
              id="admin-email"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              value={form.email}
              onChange={change('email')}
            />
          </div>
          <div className="field">
            <label htmlFor="admin-password">{t('fields.password')}</label>
            <div className="password-row">
              <input
                id="admin-password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
                value={form.password}
                onChange={change('password')}
              />
              <button
                type="button"
                className="btn btn-ghost btn-sm password-toggle"
                aria-pressed={showPassword}
                aria-controls="admin-password"
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? t('login.hidePassword') : t('login.showPassword')}
              </button>
            </div>
          </div>
          {codeShown ? (
            <div className="field">
              <label htmlFor="admin-code">{t('fields.twoFactorCode')}</label>
              <input
                ref={codeRef}
                id="admin-code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={TWO_FACTOR_LENGTH}
                pattern="[0-9]*"
                aria-describedby="admin-code-hint"
                value={form.code}
                onChange={change('code')}
              />
              <p id="admin-code-hint" className="field-hint">
                {t('login.twoFactorHint')}
              </p>
            </div>
          ) : null}
          <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={isLoading}>
            {isLoading ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <div className="auth-card-foot">
          <p>
            {t('login.needHelp')} <a href="/contact">{t('login.contactSupport')}</a>
          </p>
        </div>
      </div>
    </div>
  );
}
