import type { ReactNode } from 'react';
import { useSession } from '../../../session/store';
import { AccessTokenCard } from './AccessTokenForm';

/** Shows the access token prompt until the session holds a token for the alert API. */
export function RequireAlertsToken({ children }: { children: ReactNode }) {
  const session = useSession();
  return session?.alertsToken ? <>{children}</> : <AccessTokenCard />;
}
