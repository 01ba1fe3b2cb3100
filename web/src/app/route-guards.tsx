import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { selectIsSignedIn } from '../features/auth/auth.slice';
import { useAppSelector } from './hooks';

/** Where a guest was going before being sent to /login. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Signed-in routes: a guest goes to /login, which remembers the original location. */
export function RequireAuth() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) {
    const from = { pathname: location.pathname, search: location.search, hash: location.hash };
    return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  }
  return <Outlet />;
}

/** Guest-only routes (/login, /signup): a signed-in user goes where they came from, else to the dashboard. */
export function GuestOnly() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (signedIn) {
    const from = (location.state as FromState | null)?.from;
    return <Navigate to={from ? `${from.pathname}${from.search}${from.hash}` : '/dashboard'} replace />;
  }
  return <Outlet />;
}
