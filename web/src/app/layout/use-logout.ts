import { useNavigate } from 'react-router';
import { signedOut } from '../../features/auth/auth.slice';
import { useAppDispatch } from '../hooks';

/**
 * Logs out to the home page. The navigation comes first: signing out while still on a signed-in page would let
 * that page's guard send the user to /login (remembering the page) before the home page is reached.
 */
export const useLogout = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    // flushSync: the router renders the home page before the session ends, not in a later transition.
    await navigate('/', { flushSync: true });
    dispatch(signedOut());
  };
};
