import { Alert, CopyButton, Group, Text, ActionIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { isApiError } from '../api/errors';
import { serverWords, titleFor } from './apiErrorText';
import { CodeName, Name } from './Name';

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
      <Text size="sm">
        <Name value={message} lines={0} />
      </Text>
      {said && (
        <Text size="sm" mt={4} data-testid="server-said">
          The server said:{' '}
          <q style={{ overflowWrap: 'anywhere' }}>
            <Name value={said} lines={0} />
          </q>
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
              <CodeName data-testid="request-id" value={requestId} />
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
