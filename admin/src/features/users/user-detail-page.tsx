import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../../web/src/shared/ui/alert';
import { ApiErrorAlert } from '../../../../web/src/shared/ui/api-error-alert';
import { PlanBadge } from '../../../../web/src/shared/ui/plan-badge';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { useSuccessText } from '../../../../web/src/shared/ui/use-success-text';
import { formatCount, formatDate, formatDateTime, initialsOf } from '../../shared/format';
import { useCan } from '../../shared/use-admin';
import { RoleBadge, StatusBadge } from '../../shared/ui/status-badge';
import { useTimedNotice } from '../../shared/ui/use-timed-notice';
import { useAppSelector } from '../../app/hooks';
import { selectAdminUser } from '../auth/admin-auth.slice';
import { meetsRequirement } from '../auth/admin-roles';
import { mailDraft } from './mail-draft';
import { UserEditForm } from './user-edit-form';
import { formValuesOf, isAdminOverride } from './user-form';
import { useGetUserQuery, type AdminUserDetail } from './users.api';

/**
 * A user's page (spec §2): view mode with the profile, activity figures and subscription details (and the Admin
 * Override notice), and edit mode for managers and above. Save returns to view mode and reloads the user; Cancel
 * restores the values and clears the messages.
 */
export function UserDetailPage() {
  const { t } = useTranslation('users');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { data: user, error, isLoading, refetch } = useGetUserQuery(id);
  const can = useCan();
  const successText = useSuccessText();
  const [saved, setSaved] = useTimedNotice();
  const [notice, setNotice] = useTimedNotice();
  const [formKey, setFormKey] = useState(0);
  usePageTitle(user?.username ?? t('detail.title'), t('common:brand'));

  const editing = params.get('edit') === '1' && can('users.write');
  const setEditing = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('edit', '1');
    else next.delete('edit');
    setParams(next, { replace: true });
  };

  return (
    <div className="page stack-lg">
      <Link to="/users" className="back-link">
        <span aria-hidden="true">← </span>
        {t('detail.back')}
      </Link>
      {error ? (
        <ApiErrorAlert error={error} failed={t('detail.fetchFailed')} thrown={t('common:errors.network')} />
      ) : null}
      {isLoading ? (
        <p role="status" className="muted">
          {t('common:loading')}
        </p>
      ) : null}
      {user ? (
        <>
          <div className="page-head admin-page-head">
            <div className="detail-head">
              <span className="avatar avatar-lg" aria-hidden="true">
                {initialsOf(user.username || user.email)}
              </span>
              <div>
                <h1>{user.username}</h1>
                <p className="muted">{user.email}</p>
              </div>
            </div>
            {!editing && can('users.write') ? (
              <div className="admin-actions">
                <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
                  {t('detail.edit')}
                </button>
              </div>
            ) : null}
          </div>
          {saved ? <Alert tone="success">{saved}</Alert> : null}
          {isAdminOverride(user.subscription) ? (
            <Alert tone="info" title={t('detail.overrideTitle')}>
              {t('detail.overrideText')}
            </Alert>
          ) : null}
          {editing ? (
            <UserEditForm
              key={formKey}
              userId={user.id}
              initial={formValuesOf(user)}
              canManageRoles={can('admins.manage')}
              onSaved={(message) => {
                setEditing(false);
                setSaved(successText({ message }, t('detail.updated')));
                void refetch();
              }}
              onCancel={() => {
                setFormKey((key) => key + 1);
                setSaved(null);
                setEditing(false);
              }}
            />
          ) : (
            <UserView user={user} />
          )}
          <section className="card stack" aria-labelledby="user-actions">
            <h2 id="user-actions">{t('detail.quickActions')}</h2>
            {notice ? <Alert tone="info">{notice}</Alert> : null}
            <div className="admin-actions">
              <a
                className="btn btn-outline"
                href={mailDraft(user.email, t('mail.greeting', { username: user.username }))}
              >
                {t('list.sendEmail')}
              </a>
              <button type="button" className="btn btn-outline" onClick={() => setNotice(t('detail.comingSoon'))}>
                {t('detail.loginHistory')}
              </button>
              <button
                type="button"
                className="btn btn-outline-danger"
                onClick={() => setNotice(t('detail.comingSoon'))}
              >
                {t('detail.deactivate')}
              </button>
            </div>
          </section>
        </>
      ) : null}
    </div>
  );
}

/** View mode: the profile, the activity figures and the subscription. */
function UserView({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useTranslation('users');
  const language = i18n.language;
  const sub = user.subscription;
  // The billing audit is for admins and above (the server checks it too).
  const admin = useAppSelector(selectAdminUser);
  const canAudit = admin !== null && meetsRequirement(admin, { role: 'admin' });
  return (
    <div className="detail-grid">
      <section className="card stack" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('detail.profile')}</h2>
        <dl className="facts">
          <dt>{t('fields.username')}</dt>
          <dd>{user.username}</dd>
          <dt>{t('fields.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('detail.memberSince')}</dt>
          <dd>{formatDate(user.createdAt, language)}</dd>
          <dt>{t('detail.lastActivity')}</dt>
          <dd>{formatDateTime(user.lastActivity, language, t('detail.never'))}</dd>
          <dt>{t('fields.adminRole')}</dt>
          <dd>{user.isAdmin && user.adminRole ? <RoleBadge role={user.adminRole} /> : t('common:roles.none')}</dd>
          <dt>{t('fields.plan')}</dt>
          <dd>
            <PlanBadge plan={sub?.plan ?? 'free'} />
          </dd>
        </dl>
      </section>
      <section className="card stack" aria-labelledby="stats-title">
        <h2 id="stats-title">{t('detail.activity')}</h2>
        <ul className="mini-stats">
          <li>
            <span className="mini-stat-value">{formatCount(user.totalQuizzes, language)}</span>
            <span className="muted">{t('detail.quizzesCreated')}</span>
          </li>
          <li>
            <span className="mini-stat-value">{formatCount(user.totalGames, language)}</span>
            <span className="muted">{t('detail.gamesHosted')}</span>
          </li>
          <li>
            <span className="mini-stat-value">{formatCount(user.totalAiQuestions, language)}</span>
            <span className="muted">{t('detail.aiQuestions')}</span>
          </li>
        </ul>
      </section>
      <section className="card stack" aria-labelledby="subscription-title">
        <h2 id="subscription-title">{t('detail.subscription')}</h2>
        <dl className="facts">
          <dt>{t('fields.plan')}</dt>
          <dd>
            <PlanBadge plan={sub?.plan ?? 'free'} />
          </dd>
          <dt>{t('fields.status')}</dt>
          <dd>
            <StatusBadge status={sub?.status} />
          </dd>
          <dt>{t('detail.billingType')}</dt>
          <dd>{sub?.planType ? t(`detail.billing.${sub.planType}`, { defaultValue: sub.planType }) : '—'}</dd>
          <dt>{t('detail.periodEnd')}</dt>
          <dd>{formatDate(sub?.currentPeriodEnd, language)}</dd>
          <dt>{t('detail.canceledAt')}</dt>
          <dd>{formatDate(sub?.canceledAt, language)}</dd>
        </dl>
        {canAudit ? <Link to={`/audit/billing/${encodeURIComponent(user.id)}`}>{t('detail.billingAudit')}</Link> : null}
      </section>
    </div>
  );
}
