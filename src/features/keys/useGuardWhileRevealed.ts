import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While a secret is on screen, leaving the page by accident would lose it: in-app navigation
 * (the browser's Back button included) is blocked with a notice, and closing or reloading the
 * tab asks the browser's own confirmation. `release()` lifts the guard at once, before the
 * caller navigates away on purpose.
 */
export function useGuardWhileRevealed(active: boolean) {
  const guarding = useRef(active);
  guarding.current = active;

  const blocker = useBlocker(({ currentLocation, nextLocation }) => guarding.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    notifications.show({
      id: 'secret-still-open',
      color: 'orange',
      title: 'The secret is still open',
      message: 'Save it, tick "I have saved the secret" and press Done before leaving this page.',
    });
  }, [blocker]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return {
    release: () => {
      guarding.current = false;
    },
  };
}
