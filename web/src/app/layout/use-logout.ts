import { useNavigate } from 'react-router';
import { authApi } from '../../features/auth/auth.api';
import { selectAuthToken, signedOut } from '../../features/auth/auth.slice';
import { useAppDispatch, useAppSelector } from '../hooks';

/**
 * Logs out to the home page. The server ends the session (`POST /api/auth/logout`, so the token is refused from
 * then on, wherever a copy of it is); a failure there is silent and the local session ends anyway. The navigation
 * comes first: signing out while still on a signed-in page would let that page's guard send the user to /login
 * (remembering the page) before the home page is reached.
 */
export const useLogout = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector(selectAuthToken);
  return async () => {
    if (token) void dispatch(authApi.endpoints.logout.initiate({ token })).catch(() => undefined);
    // flushSync: the router renders the home page before the session ends, not in a later transition.
    await navigate('/', { flushSync: true });
    dispatch(signedOut());
  };
};
