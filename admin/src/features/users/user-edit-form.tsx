import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../../web/src/shared/ui/api-error-alert';
import { adminRoles } from '../auth/admin-roles';
import { updateBodyOf, type UserFormValues } from './user-form';
import { plans, settableStatuses, useUpdateUserMutation } from './users.api';

interface UserEditFormProps {
  userId: string;
  initial: UserFormValues;
  /** Whether the admin may grant or revoke admin roles (otherwise the role stays as it is). */
  canManageRoles: boolean;
  onSaved: (message: string | undefined) => void;
  onCancel: () => void;
}

/** Edit mode (spec §2): username, email, admin role, plan, status and, for a paid plan, the end date. */
export function UserEditForm({ userId, initial, canManageRoles, onSaved, onCancel }: UserEditFormProps) {
  const { t } = useTranslation('users');
  const [values, setValues] = useState(initial);
  const [update, { isLoading, error, reset }] = useUpdateUserMutation();

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (error) reset();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const body = updateBodyOf(values, initial);
      // Nothing changed: back to view mode, nothing to record.
      if (Object.keys(body).length === 0) {
        onCancel();
        return;
      }
      const answer = await update({ id: userId, body }).unwrap();
      onSaved(answer.message);
    } catch {
      // Shown by the alert above the fields.
    }
  };

  return (
    <form className="card stack form" onSubmit={onSubmit} noValidate aria-labelledby="edit-user-title">
      <h2 id="edit-user-title">{t('detail.editTitle')}</h2>
      {error ? (
        <ApiErrorAlert error={error} failed={t('detail.updateFailed')} thrown={t('common:errors.network')} />
      ) : null}
      <div className="form-grid">
        <div className="field">
          <label htmlFor="edit-username">{t('fields.username')}</label>
          <input
            id="edit-username"
            autoComplete="off"
            value={values.username}
            onChange={(e) => set('username', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="edit-email">{t('fields.email')}</label>
          <input
            id="edit-email"
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="edit-role">{t('fields.adminRole')}</label>
          <select
            id="edit-role"
            value={values.adminRole}
            disabled={!canManageRoles}
            aria-describedby={canManageRoles ? undefined : 'edit-role-hint'}
            onChange={(e) => set('adminRole', e.target.value)}
          >
            <option value="">{t('common:roles.none')}</option>
            {adminRoles.map((role) => (
              <option key={role} value={role}>
                {t(`common:roles.${role}`)}
              </option>
            ))}
          </select>
          {canManageRoles ? null : (
            <p id="edit-role-hint" className="field-hint">
              {t('detail.roleHint')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="edit-plan">{t('fields.plan')}</label>
          <select
            id="edit-plan"
            value={values.plan}
            onChange={(e) => set('plan', e.target.value as UserFormValues['plan'])}
          >
            {plans.map((plan) => (
              <option key={plan} value={plan}>
                {t(`common:plans.${plan}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="edit-status">{t('fields.status')}</label>
          <select
            id="edit-status"
            value={values.status}
            onChange={(e) => set('status', e.target.value as UserFormValues['status'])}
          >
            {settableStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`common:status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        {values.plan !== 'free' ? (
          <div className="field">
            <label htmlFor="edit-end">{t('fields.endDate')}</label>
            <input
              id="edit-end"
              type="date"
              value={values.endDate}
              aria-describedby="edit-end-hint"
              onChange={(e) => set('endDate', e.target.value)}
            />
            <p id="edit-end-hint" className="field-hint">
              {t('detail.endDateHint')}
            </p>
          </div>
        ) : null}
      </div>
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? t('common:actions.saving') : t('detail.save')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('common:actions.cancel')}
        </button>
      </div>
    </form>
  );
}
