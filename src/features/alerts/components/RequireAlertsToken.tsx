import { useState, type ReactNode } from 'react';
import { useSession } from '../../../session/store';
import { AccessTokenCard } from './AccessTokenForm';

/**
 * Shows the access token prompt until the session holds a token for the alert API. When a token
 * is refused later (a 401 drops it), the page stays mounted but hidden under the prompt, so a form
 * keeps what the person typed and can be sent again once a valid token is entered.
 */
export function RequireAlertsToken({ children }: { children: ReactNode }) {
  const hasToken = Boolean(useSession()?.alertsToken);
  const [shownOnce, setShownOnce] = useState(hasToken);
  if (hasToken && !shownOnce) setShownOnce(true);
  return (
    <>
      {!hasToken && <AccessTokenCard />}
      {shownOnce && <div hidden={!hasToken}>{children}</div>}
    </>
  );
}
