import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../shared/session/auth.slice';
import { MenuButton } from '../../shared/ui/menu-button';
import { useLogout } from './use-logout';

export const initialOf = (username: string) => (username.trim()[0] ?? '?').toLocaleUpperCase();

/** The avatar with the username's initial and the account menu (settings, subscription, logout). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('common');
  const logout = useLogout();
  return (
    <MenuButton
      label={t('header.accountMenu', { username: user.username })}
      buttonClassName="avatar-button"
      header={
        <div className="menu-header">
          <span className="menu-header-name">{user.username}</span>
          {user.email ? <span className="menu-header-email">{user.email}</span> : null}
        </div>
      }
      items={[
        { kind: 'link', key: 'settings', to: '/settings', label: t('nav.settings') },
        { kind: 'link', key: 'subscription', to: '/subscription', label: t('nav.subscription') },
        {
          kind: 'action',
          key: 'logout',
          label: t('nav.logout'),
          onSelect: () => void logout(),
        },
      ]}
    >
      <span className="avatar" aria-hidden="true">
        {initialOf(user.username)}
      </span>
    </MenuButton>
  );
}
