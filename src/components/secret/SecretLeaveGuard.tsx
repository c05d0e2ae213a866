import { notifications } from '@mantine/notifications';
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import { holdOpenSecret } from '../../session/openSecrets';

/**
 * Mounted while a one-time secret is on screen (by OneTimeSecretDialog, so every secret dialog
 * has it): leaving would lose the secret for good.
 * - in-app navigation, the browser's Back and Forward buttons included, is blocked with a notice;
 * - closing or reloading the tab asks the browser's own confirmation (beforeunload);
 * - Escape and a click outside are the dialog's own business (it asks "Close without saving?");
 * - the idle sign-out waits until the secret is closed.
 * `released` is set by the dialog right before it closes on purpose, so the page may then
 * navigate away in the same event handler.
 */
export function SecretLeaveGuard({ released, acknowledgeLabel }: { released: RefObject<boolean>; acknowledgeLabel: string }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !released.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    notifications.show({
      id: 'secret-still-open',
      color: 'orange',
      title: 'The secret is still open',
      message: `Save it, tick "${acknowledgeLabel}" and press Done before leaving this page.`,
    });
  }, [blocker, acknowledgeLabel]);

  // The idle sign-out waits while a secret is on screen (app/IdleSignOut).
  useEffect(() => holdOpenSecret(), []);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [released]);

  return null;
}
