import { useNavigate } from 'react-router';
import { adminAuthApi } from '../../features/auth/admin-auth.api';
import { selectAdminToken, signedOut } from '../../features/auth/admin-auth.slice';
import { useAppDispatch, useAppSelector } from '../hooks';

/**
 * Signs out to /admin/login (spec §6, §7): the server ends the session (`POST /admin/auth/logout`); its answer is
 * not read, a failure is silent, and the local token is removed either way.
 */
export const useSignOut = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector(selectAdminToken);
  return () => {
    if (token) void dispatch(adminAuthApi.endpoints.adminLogout.initiate({ token })).catch(() => undefined);
    dispatch(signedOut());
    void navigate('/login', { replace: true });
  };
};
