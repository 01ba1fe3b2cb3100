import { useNavigate } from 'react-router';
import { authApi } from '../../features/auth/auth.api';
import { selectAuthToken, signedOut } from '../../shared/session/auth.slice';
import { useAppDispatch, useAppSelector } from '../hooks';

/**
 * Logs out to the home page. The server ends the session (`POST /api/auth/logout`, so the token is refused from
 * then on, wherever a copy of it is); a failure there is silent and the local session ends anyway, at the latest
 * after 3 s. The navigation
 * comes first: signing out while still on a signed-in page would let that page's guard send the user to /login
 * (remembering the page) before the home page is reached.
 */
export const useLogout = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector(selectAuthToken);
  return async () => {
    const ending = token
      ? dispatch(authApi.endpoints.logout.initiate({ token }))
          .unwrap()
          .catch(() => undefined)
      : Promise.resolve();
    // flushSync: the router renders the home page before the session ends, not in a later transition.
    await navigate('/', { flushSync: true });
    // Ending the local session resets the API cache, which aborts requests in flight: let the server's answer
    // arrive first (at most a few seconds; a server that does not answer does not keep anyone signed in).
    await Promise.race([ending, new Promise((resolve) => setTimeout(resolve, 3000))]);
    dispatch(signedOut());
  };
};
