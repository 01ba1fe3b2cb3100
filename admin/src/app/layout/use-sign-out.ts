import { useNavigate } from 'react-router';
import { selectAdminToken, signedOut } from '../../features/auth/admin-auth.slice';
import { useAppDispatch, useAppSelector } from '../hooks';

/** Ends the session on the server (`POST /admin/auth/logout`); the answer is not read and a failure is silent. */
const endServerSession = (token: string) =>
  // A plain request kept alive on its own: resetting the API cache (below) aborts RTK Query's requests in flight,
  // and leaving the page must not cancel it either.
  fetch('/api/admin/auth/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);

/**
 * Signs out to /admin/login (spec §6, §7): the server ends the session, and the local token is removed at once,
 * whatever the server answers.
 */
export const useSignOut = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector(selectAdminToken);
  return () => {
    if (token) void endServerSession(token);
    dispatch(signedOut());
    void navigate('/login', { replace: true });
  };
};
