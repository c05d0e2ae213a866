import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { onSignOutElsewhere } from '../session/crossTabSignOut';
import { readSession, useSession } from '../session/store';
import { onUnauthorized } from '../session/unauthorized';
import { endSession } from '../session/signOut';
import { peekSignInNotice } from '../session/signInNotice';

export interface SignInState {
  from?: string;
  message?: string;
}

/**
 * Guards every page but sign-in. Without a session: to sign-in, remembering where the person was
 * (and why, when the session was ended by sign-out, a 401 or the idle time-out).
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => onUnauthorized((message) => endSession(queryClient, `Your session ended: ${message}`, true)), [queryClient]);
  useEffect(
    () =>
      onSignOutElsewhere(
        () => readSession()?.sessionId,
        () => endSession(queryClient, 'You signed out in another tab of this console. Nothing of your session is left in this browser.'),
      ),
    [queryClient],
  );

  if (!session) {
    const notice = peekSignInNotice();
    const here = location.pathname + location.search + location.hash;
    const state: SignInState = { from: !notice || notice.returnHere ? here : undefined, message: notice?.message };
    return <Navigate to="/sign-in" replace state={state} />;
  }
  return <Outlet />;
}
