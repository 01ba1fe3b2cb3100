import { useTranslation } from 'react-i18next';
import { isAdminRole } from '../../features/auth/admin-roles';

const statusVariants: Record<string, string> = {
  active: 'badge-success',
  canceled: 'badge-secondary',
  past_due: 'badge-warning',
  paused: 'badge-outline',
  trialing: 'badge-success',
  refunded: 'badge-secondary',
  free: 'badge-secondary',
};

/** A subscription status (active, canceled, past_due, paused), or "No subscription". */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('common');
  if (!status) return <span className="badge badge-secondary">{t('status.none')}</span>;
  return (
    <span className={`badge ${statusVariants[status] ?? 'badge-secondary'}`}>
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** An admin role badge; nothing for someone who is not an admin. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  const { t } = useTranslation('common');
  if (!role) return null;
  return <span className="badge badge-ai">{isAdminRole(role) ? t(`roles.${role}`) : role}</span>;
}
