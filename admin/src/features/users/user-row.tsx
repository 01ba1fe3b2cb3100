import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuButton } from '../../../../web/src/shared/ui/menu-button';
import { formatCount, formatDate, initialsOf } from '../../shared/format';
import { RoleBadge, StatusBadge } from '../../shared/ui/status-badge';
import { mailDraft } from './mail-draft';
import type { AdminUserListItem } from './users.api';

/** One user of the list: avatar, name, role, email, join date, subscription status, counts and the row menu. */
export function UserRow({ user }: { user: AdminUserListItem }) {
  const { t, i18n } = useTranslation('users');
  const navigate = useNavigate();
  const language = i18n.language;
  return (
    <li className="card list-row">
      <span className="avatar" aria-hidden="true">
        {initialsOf(user.username || user.email)}
      </span>
      <div className="list-row-main">
        <p className="list-row-title">
          <span className="list-row-name">{user.username}</span>
          <RoleBadge role={user.isAdmin ? user.adminRole : null} />
        </p>
        <p className="muted list-row-sub">{user.email}</p>
        <p className="list-row-meta">
          <span>{t('list.joined', { date: formatDate(user.createdAt, language) })}</span>
          <StatusBadge status={user.subscription?.status} />
          <span>
            {t('list.quizzes', { count: user.totalQuizzes, formatted: formatCount(user.totalQuizzes, language) })}
          </span>
          <span>{t('list.games', { count: user.totalGames, formatted: formatCount(user.totalGames, language) })}</span>
        </p>
      </div>
      <MenuButton
        label={t('list.rowMenu', { username: user.username })}
        buttonClassName="btn btn-ghost btn-sm row-menu-button"
        items={[
          { kind: 'link', key: 'view', label: t('list.viewProfile'), to: `/users/${encodeURIComponent(user.id)}` },
          {
            kind: 'action',
            key: 'email',
            label: t('list.sendEmail'),
            onSelect: () => {
              window.location.href = mailDraft(user.email, t('mail.greeting', { username: user.username }));
            },
          },
          {
            kind: 'action',
            key: 'manage',
            label: t('list.manageAccount'),
            onSelect: () => void navigate(`/users/${encodeURIComponent(user.id)}?edit=1`),
          },
        ]}
      >
        <span aria-hidden="true">⋯</span>
      </MenuButton>
    </li>
  );
}
