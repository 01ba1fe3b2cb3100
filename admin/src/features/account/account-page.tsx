import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../web/src/shared/ui/alert';
import { ApiErrorAlert } from '../../../../web/src/shared/ui/api-error-alert';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { useSuccessText } from '../../../../web/src/shared/ui/use-success-text';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatDateTime } from '../../shared/format';
import { PageHeader } from '../../shared/ui/page-header';
import { RoleBadge } from '../../shared/ui/status-badge';
import {
  useConfirmTotpEnrollmentMutation,
  useStartTotpEnrollmentMutation,
  type TotpEnrollment,
} from '../auth/admin-auth.api';
import { profileLoaded, selectAdminUser } from '../auth/admin-auth.slice';
import { TWO_FACTOR_LENGTH } from '../auth/two-factor';

/**
 * The signed-in admin's account: role and two-factor sign-in. Enrolment shows a QR code (and the secret to type
 * in), then turns two-factor on with a code from the app; doing it again moves it to a new device.
 */
export function AccountPage() {
  const { t, i18n } = useTranslation('account');
  usePageTitle(t('title'), t('common:brand'));
  const admin = useAppSelector(selectAdminUser);
  const dispatch = useAppDispatch();
  const [start, startState] = useStartTotpEnrollmentMutation();
  const [confirm, confirmState] = useConfirmTotpEnrollmentMutation();
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const successText = useSuccessText();
  const codeRef = useRef<HTMLInputElement>(null);

  const onStart = async () => {
    setDone(null);
    confirmState.reset();
    try {
      setEnrollment(await start().unwrap());
      setCode('');
      setTimeout(() => codeRef.current?.focus(), 0);
    } catch {
      // Shown by the alert.
    }
  };

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const answer = await confirm({ code: code.trim() }).unwrap();
      if (answer.data) dispatch(profileLoaded(answer.data));
      setEnrollment(null);
      setDone(successText(answer, t('enabled')));
    } catch {
      // Shown by the alert.
    }
  };

  if (!admin) return null;
  const on = Boolean(admin.twoFactorEnabled);
  return (
    <div className="page stack-lg admin-narrow">
      <PageHeader title={t('title')} />
      <section className="card stack" aria-labelledby="account-who">
        <h2 id="account-who">{t('profile')}</h2>
        <dl className="facts">
          <dt>{t('email')}</dt>
          <dd>{admin.email}</dd>
          {admin.username ? (
            <>
              <dt>{t('username')}</dt>
              <dd>{admin.username}</dd>
            </>
          ) : null}
          <dt>{t('role')}</dt>
          <dd>
            <RoleBadge role={admin.role} />
          </dd>
          {admin.lastLoginAt ? (
            <>
              <dt>{t('lastLogin')}</dt>
              <dd>{formatDateTime(admin.lastLoginAt, i18n.language)}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="card stack" aria-labelledby="account-2fa">
        <h2 id="account-2fa">{t('twoFactor.title')}</h2>
        <p>
          <span className={on ? 'badge badge-success' : 'badge badge-warning'}>
            {on ? t('twoFactor.on') : t('twoFactor.off')}
          </span>
        </p>
        <p className="muted">{on ? t('twoFactor.onText') : t('twoFactor.offText')}</p>
        {done ? <Alert tone="success">{done}</Alert> : null}
        {startState.error ? (
          <ApiErrorAlert
            error={startState.error}
            failed={t('twoFactor.startFailed')}
            thrown={t('common:errors.network')}
          />
        ) : null}
        {enrollment ? (
          <div className="stack enrol">
            <ol className="enrol-steps">
              <li>{t('twoFactor.step1')}</li>
              <li>{t('twoFactor.step2')}</li>
            </ol>
            <img
              className="qr-code"
              src={enrollment.qrCodeDataUrl}
              width={200}
              height={200}
              alt={t('twoFactor.qrAlt')}
            />
            <p>
              {t('twoFactor.manual')} <code className="mono secret">{enrollment.secret}</code>
            </p>
            <form className="inline-form" onSubmit={onConfirm} noValidate>
              <div className="field">
                <label htmlFor="enrol-code">{t('twoFactor.code')}</label>
                <input
                  ref={codeRef}
                  id="enrol-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={TWO_FACTOR_LENGTH}
                  value={code}
                  onChange={(e) => {
                    setCode(e.target.value.slice(0, TWO_FACTOR_LENGTH));
                    confirmState.reset();
                  }}
                />
              </div>
              <button type="submit" className="btn btn-primary" disabled={confirmState.isLoading || code.trim() === ''}>
                {confirmState.isLoading ? t('twoFactor.confirming') : t('twoFactor.confirm')}
              </button>
            </form>
            {confirmState.error ? (
              <ApiErrorAlert
                error={confirmState.error}
                failed={t('twoFactor.confirmFailed')}
                thrown={t('common:errors.network')}
              />
            ) : null}
          </div>
        ) : (
          <div>
            <button
              type="button"
              className="btn btn-primary"
              disabled={startState.isLoading}
              onClick={() => void onStart()}
            >
              {on ? t('twoFactor.newDevice') : t('twoFactor.setUp')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
