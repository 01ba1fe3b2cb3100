import { useTranslation } from 'react-i18next';
import { MenuButton, type MenuItem } from '../../../../web/src/shared/ui/menu-button';
import { PlanBadge } from '../../../../web/src/shared/ui/plan-badge';
import { formatCount, formatDate, formatUsd } from '../../shared/format';
import { StatusBadge } from '../../shared/ui/status-badge';
import { mailDraft } from '../users/mail-draft';
import type { SubscriptionRow as Row } from './subscriptions.api';

interface SubscriptionRowProps {
  subscription: Row;
  canCancel: boolean;
  onCancel: (subscription: Row) => void;
}

/** One subscription: user, plan and status, email, start, monthly value, usage, end, and the row menu. */
export function SubscriptionRow({ subscription: sub, canCancel, onCancel }: SubscriptionRowProps) {
  const { t, i18n } = useTranslation('subscriptions');
  const language = i18n.language;
  const name = sub.user?.username ?? sub.userId;
  const items: MenuItem[] = [
    { kind: 'link', key: 'user', label: t('row.viewUser'), to: `/users/${encodeURIComponent(sub.userId)}` },
  ];
  if (sub.user?.email)
    items.push({
      kind: 'action',
      key: 'email',
      label: t('row.sendEmail'),
      onSelect: () => {
        window.location.href = mailDraft(sub.user!.email, t('users:mail.greeting', { username: name }));
      },
    });
  if (sub.status === 'active' && canCancel)
    items.push({ kind: 'action', key: 'cancel', label: t('row.cancel'), onSelect: () => onCancel(sub) });

  return (
    <li className="card list-row">
      <div className="list-row-main">
        <p className="list-row-title">
          <span className="list-row-name">{name}</span>
          <PlanBadge plan={sub.planType} />
          <StatusBadge status={sub.status} />
          {sub.adminOverride ? <span className="badge badge-outline">{t('row.override')}</span> : null}
        </p>
        {sub.user?.email ? <p className="muted list-row-sub">{sub.user.email}</p> : null}
        <p className="list-row-meta">
          <span>{t('row.started', { date: formatDate(sub.createdAt, language) })}</span>
          <span>{t('row.monthly', { amount: formatUsd(sub.monthlyValue, language) })}</span>
          <span>
            {t('row.usage', {
              quizzes: formatCount(sub.usage?.totalQuizzes ?? 0, language),
              games: formatCount(sub.usage?.totalGames ?? 0, language),
            })}
          </span>
          <span>{t('row.ends', { date: formatDate(sub.currentPeriodEnd, language) })}</span>
        </p>
      </div>
      <MenuButton
        label={t('row.menu', { username: name })}
        buttonClassName="btn btn-ghost btn-sm row-menu-button"
        items={items}
      >
        <span aria-hidden="true">⋯</span>
      </MenuButton>
    </li>
  );
}
