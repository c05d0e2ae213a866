import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { clearSession, useSession } from '../session/store';
import { onUnauthorized } from '../session/unauthorized';

export interface SignInState {
  from?: string;
  message?: string;
}

/**
 * Guards every page but sign-in. Without a session: to sign-in, remembering where the person was.
 * A 401 from any later request ends the session the same way, with a message.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const here = location.pathname + location.search + location.hash;

  useEffect(
    () =>
      onUnauthorized((message) => {
        queryClient.cancelQueries();
        clearSession();
        queryClient.clear();
        const state: SignInState = { from: here, message: `Your session ended: ${message}` };
        navigate('/sign-in', { replace: true, state });
      }),
    [navigate, queryClient, here],
  );

  if (!session) {
    const state: SignInState = { from: here };
    return <Navigate to="/sign-in" replace state={state} />;
  }
  return <Outlet />;
}
