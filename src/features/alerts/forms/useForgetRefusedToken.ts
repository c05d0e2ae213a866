import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import { isApiError } from '../../../api/errors';
import type { FormShell } from '../../../components/form';
import { useSession } from '../../../session/store';

/**
 * A request refused for its access token (401) says so above the form; once a new token is
 * accepted, that message is about a token that is gone, so it goes away (the values stay).
 */
export function useForgetRefusedToken<V extends FieldValues, B>({ error, clearError }: FormShell<V, B>): void {
  const token = useSession()?.alertsToken;
  const refused = isApiError(error) && error.status === 401;
  useEffect(() => {
    if (token && refused) clearError();
    // clearError is a new function each render; the token and the error decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, refused]);
}
