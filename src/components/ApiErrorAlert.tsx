import { Alert, Code, CopyButton, Group, Text, ActionIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { isApiError, mayHaveBeenApplied, type ApiError } from '../api/errors';
import { forbiddenCause, stripEndPunctuation, type ForbiddenCause } from '../api/messages';

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

const FORBIDDEN_TITLES: Record<ForbiddenCause, string> = {
  'ip-access-list': 'This address is not on the key’s IP access list',
  organization: 'This key belongs to another organization',
  role: 'The key’s role does not allow this',
  unknown: 'Not allowed',
};

/** The server's own words, when the sentence above does not already carry them. */
function serverWords(error: ApiError): string | undefined {
  const text = error.detail ?? error.serverMessage;
  if (!text || error.message.includes(stripEndPunctuation(text))) return undefined;
  return error.serverMessage ?? text;
}

function titleFor(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong';
  if (mayHaveBeenApplied(error)) return 'The request may have been applied';
  if (error.kind === 'network') return 'Could not reach the API';
  if (error.kind === 'timeout') return 'The API did not answer in time';
  if (error.kind === 'invalid-response') return 'Unreadable response';
  if (error.kind === 'invalid-params') return 'This address is not valid';
  if (error.status >= 500) return 'The server failed';
  if (error.status === 403) return FORBIDDEN_TITLES[forbiddenCause(error.detail)];
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
  const said = isApiError(error) ? serverWords(error) : undefined;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={title ?? titleFor(error)}>
      <Text size="sm">{message}</Text>
      {said && (
        <Text size="sm" mt={4} data-testid="server-said">
          The server said: <q style={{ overflowWrap: 'anywhere' }}>{said}</q>
        </Text>
      )}
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
