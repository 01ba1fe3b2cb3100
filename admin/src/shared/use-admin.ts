import { useAppSelector } from '../app/hooks';
import { selectAdminUser } from '../features/auth/admin-auth.slice';
import { hasPermission } from '../features/auth/admin-roles';

/** Whether the signed-in admin holds a permission (to offer an action the server would allow). */
export const useCan = () => {
  const admin = useAppSelector(selectAdminUser);
  return (permission: string) => (admin ? hasPermission(admin, permission) : false);
};
