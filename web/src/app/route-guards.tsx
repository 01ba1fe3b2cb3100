import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsSignedIn } from '../shared/session/auth.slice';
import { useAppSelector } from './hooks';
import { loginState, returnPathOf } from './return-path';

export type { FromState } from './return-path';

/** Signed-in routes: a guest goes to /login, which remembers the original location. */
export function RequireAuth() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={loginState(location)} />;
  return <Outlet />;
}

/** Guest-only routes (/login, /signup): a signed-in user goes where they came from, else to the dashboard. */
export function GuestOnly() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (signedIn) return <Navigate to={returnPathOf(location.state) ?? '/dashboard'} replace />;
  return <Outlet />;
}
