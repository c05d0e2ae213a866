import { Text } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { ApiErrorAlert } from './ApiErrorAlert';

type Props = ComponentProps<typeof ApiErrorAlert>;

/** What is shown while the alert loads, or if it cannot be loaded: the error's own sentence. */
function ErrorSentence({ error, title }: Props) {
  const message = error instanceof Error ? error.message : 'An unexpected error occurred. Reload the page and try again.';
  return (
    <Text role="alert" c="red" size="sm">
      {title ? `${title}: ` : ''}
      {message}
    </Text>
  );
}

const Loaded = lazy(() =>
  import('./ApiErrorAlert').then(
    (m) => ({ default: m.ApiErrorAlert }),
    () => ({ default: ErrorSentence }),
  ),
);

/** Starts loading the alert before it is needed (for example when a form is first used). */
export const preloadApiErrorAlert = (): void => void import('./ApiErrorAlert').catch(() => {});

/**
 * ApiErrorAlert for the sign-in route and the route error page, which are part of the first load:
 * the alert (with its copy button and the message helpers) loads only when an error is shown.
 * Everywhere else, use ApiErrorAlert itself.
 */
export function ApiErrorAlertOnDemand(props: Props) {
  return (
    <Suspense fallback={<ErrorSentence {...props} />}>
      <Loaded {...props} />
    </Suspense>
  );
}
