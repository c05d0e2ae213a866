import { Alert, Code, CopyButton, Group, Text, ActionIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { isApiError } from '../api/errors';

const TITLES: Record<number, string> = {
  400: 'The request was refused',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Request too large',
  424: 'The service is not ready',
  429: 'Too many requests',
};

function titleFor(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong';
  if (error.kind === 'network') return 'Could not reach the API';
  if (error.kind === 'timeout') return 'The API did not answer in time';
  if (error.kind === 'invalid-response') return 'Unreadable response';
  if (error.kind === 'invalid-params') return 'This address is not valid';
  if (error.status >= 500) return 'The server failed';
  return TITLES[error.status] ?? `Request failed (${error.status})`;
}

/**
 * The one way the console shows a failed request: what happened, what to do, and the
 * request id with a copy button (for support).
 */
export function ApiErrorAlert({ error, title }: { error: unknown; title?: string }) {
  const message = error instanceof Error ? error.message : 'An unexpected error occurred. Reload the page and try again.';
  const requestId = isApiError(error) ? error.requestId : undefined;
  const status = isApiError(error) && error.status > 0 ? error.status : undefined;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={title ?? titleFor(error)}>
      <Text size="sm">{message}</Text>
      {(requestId || status) && (
        <Group gap="xs" mt="xs" wrap="nowrap">
          {status && (
            <Text size="xs" c="dimmed">
              HTTP {status}
            </Text>
          )}
          {requestId && (
            <>
              <Text size="xs" c="dimmed">
                Request id
              </Text>
              <Code data-testid="request-id">{requestId}</Code>
              <CopyButton value={requestId}>
                {/* A native title instead of Mantine's Tooltip: this alert is on the sign-in page, and
                    Tooltip would bring floating-ui (about 20 KiB gzip) into its first load. */}
                {({ copied, copy }) => (
                  <>
                    <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label="Copy request id" title="Copy request id" size="sm">
                      {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    </ActionIcon>
                    <Text size="xs" c="teal" role="status" aria-live="polite">
                      {copied ? 'Copied' : ''}
                    </Text>
                  </>
                )}
              </CopyButton>
            </>
          )}
        </Group>
      )}
    </Alert>
  );
}
