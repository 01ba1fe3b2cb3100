import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../web/src/shared/ui/alert';
import { ApiErrorAlert } from '../../../../web/src/shared/ui/api-error-alert';
import { ConfirmDialog } from '../../../../web/src/shared/ui/confirm-dialog';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { useSuccessText } from '../../../../web/src/shared/ui/use-success-text';
import { useAppSelector } from '../../app/hooks';
import { formatDateTime, initialsOf } from '../../shared/format';
import { PageHeader } from '../../shared/ui/page-header';
import { RoleBadge } from '../../shared/ui/status-badge';
import { useTimedNotice } from '../../shared/ui/use-timed-notice';
import { selectAdminUser, type AdminUser } from '../auth/admin-auth.slice';
import { adminRoles, isAdminRole, roleRank } from '../auth/admin-roles';
import { useChangeAdminRoleMutation, useListAdminsQuery, useResetAdminTotpMutation } from './staff.api';

type Pending = { kind: 'role'; admin: AdminUser; role: string | null } | { kind: 'totp'; admin: AdminUser };

/**
 * Staff accounts (super_admin): each admin's role and two-factor state; change or revoke a role (never one's own,
 * never above one's own: the server refuses both, and keeps the last super_admin), reset a lost two-factor device.
 */
export function StaffPage() {
  const { t, i18n } = useTranslation('staff');
  usePageTitle(t('title'), t('common:brand'));
  const me = useAppSelector(selectAdminUser);
  const { data, error, isLoading, isFetching, refetch } = useListAdminsQuery();
  const [changeRole, roleState] = useChangeAdminRoleMutation();
  const [resetTotp, totpState] = useResetAdminTotpMutation();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useTimedNotice();
  const [failure, setFailure] = useState<unknown>(null);
  const successText = useSuccessText();
  const myRank = me && isAdminRole(me.role) ? roleRank[me.role] : 0;

  const onConfirm = async () => {
    const action = pending;
    setPending(null);
    if (!action) return;
    setFailure(null);
    const who = action.admin.username ?? action.admin.email;
    try {
      if (action.kind === 'role') {
        const answer = await changeRole({ id: action.admin.id, role: action.role }).unwrap();
        setDone(successText(answer, action.role ? t('roleChanged', { who }) : t('revoked', { who })));
      } else {
        const answer = await resetTotp(action.admin.id).unwrap();
        setDone(successText(answer, t('totpReset', { who })));
      }
    } catch (err) {
      setFailure(err);
    }
  };

  return (
    <div className="page stack-lg">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
            {isFetching ? t('common:actions.refreshing') : t('common:actions.refresh')}
          </button>
        }
      />
      {done ? <Alert tone="success">{done}</Alert> : null}
      {failure ? (
        <ApiErrorAlert error={failure} failed={t('actionFailed')} thrown={t('common:errors.network')} />
      ) : null}
      {error ? <ApiErrorAlert error={error} failed={t('failed')} thrown={t('common:errors.network')} /> : null}
      {isLoading ? (
        <p role="status" className="muted">
          {t('common:loading')}
        </p>
      ) : null}
      {data ? (
        <ul className="list-rows" aria-label={t('title')}>
          {data.map((admin) => {
            const self = admin.id === me?.id;
            const draft = drafts[admin.id] ?? admin.role;
            const who = admin.username ?? admin.email;
            return (
              <li key={admin.id} className="card list-row">
                <span className="avatar" aria-hidden="true">
                  {initialsOf(who)}
                </span>
                <div className="list-row-main">
                  <p className="list-row-title">
                    <span className="list-row-name">{who}</span>
                    <RoleBadge role={admin.role} />
                    <span className={admin.twoFactorEnabled ? 'badge badge-success' : 'badge badge-warning'}>
                      {admin.twoFactorEnabled ? t('twoFactorOn') : t('twoFactorOff')}
                    </span>
                    {self ? <span className="badge badge-secondary">{t('you')}</span> : null}
                  </p>
                  {admin.username ? <p className="muted list-row-sub">{admin.email}</p> : null}
                  <p className="list-row-meta">
                    {t('lastLogin', { date: formatDateTime(admin.lastLoginAt, i18n.language, t('never')) })}
                  </p>
                  {!self ? (
                    <div className="inline-form staff-actions">
                      <div className="field">
                        <label htmlFor={`role-${admin.id}`}>{t('role', { who })}</label>
                        <select
                          id={`role-${admin.id}`}
                          value={draft}
                          onChange={(e) => setDrafts({ ...drafts, [admin.id]: e.target.value })}
                        >
                          {adminRoles.map((role) => (
                            <option key={role} value={role} disabled={roleRank[role] > myRank}>
                              {t(`common:roles.${role}`)}
                            </option>
                          ))}
                        </select>
                      </div>
                      <button
                        type="button"
                        className="btn btn-secondary"
                        disabled={draft === admin.role || roleState.isLoading}
                        onClick={() => setPending({ kind: 'role', admin, role: draft })}
                      >
                        {t('changeRole')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline-danger"
                        onClick={() => setPending({ kind: 'role', admin, role: null })}
                      >
                        {t('revoke')}
                      </button>
                      {admin.twoFactorEnabled ? (
                        <button
                          type="button"
                          className="btn btn-outline"
                          disabled={totpState.isLoading}
                          onClick={() => setPending({ kind: 'totp', admin })}
                        >
                          {t('resetTotp')}
                        </button>
                      ) : null}
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'totp'
            ? t('confirm.totpTitle')
            : pending?.role
              ? t('confirm.roleTitle')
              : t('confirm.revokeTitle')
        }
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('common:actions.cancel')}
        tone={pending?.kind === 'role' && pending.role ? 'default' : 'danger'}
        onConfirm={() => void onConfirm()}
        onCancel={() => setPending(null)}
      >
        {pending ? (
          <p>
            {pending.kind === 'totp'
              ? t('confirm.totpText', { who: pending.admin.username ?? pending.admin.email })
              : pending.role
                ? t('confirm.roleText', {
                    who: pending.admin.username ?? pending.admin.email,
                    role: t(`common:roles.${pending.role}`),
                  })
                : t('confirm.revokeText', { who: pending.admin.username ?? pending.admin.email })}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
