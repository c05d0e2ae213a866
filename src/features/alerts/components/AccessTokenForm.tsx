import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '../../../api/errors';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { ControlledPasswordInput, useFormShell } from '../../../components/form';
import { ALERTS_TOKEN_REFUSED, ALERTS_TOKEN_REJECTED_NOTICE } from '../../../session/alertsToken';
import { checkAlertsToken } from '../../../session/verifyKey';
import { updateSession } from '../../../session/store';
import { removeApiQueries } from '../../../api/queryKeys';

const tokenSchema = z.object({ alertsToken: z.string().trim().min(1, { error: 'Enter the access token of the alert API.' }) });
/**
 * Asks for the alert API's access token and keeps it in this tab's session only, once one read
 * of the alert API with it succeeded (a refused token is never stored: its message is on the
 * field). Alerts cached under a previous token are dropped, and the notice about a refused token
 * goes away.
 */
export function AccessTokenForm({ onSaved, onCancel, replacing = false }: { onSaved?: () => void; onCancel?: () => void; replacing?: boolean }) {
  const queryClient = useQueryClient();
  const { form, onSubmit, sending, error, clearError } = useFormShell({
    schema: tokenSchema,
    defaultValues: { alertsToken: '' },
    send: async ({ alertsToken }) => {
      try {
        await checkAlertsToken(alertsToken);
      } catch (failure) {
        if (isApiError(failure) && failure.status === 401)
          form.setError('alertsToken', { type: 'server', message: ALERTS_TOKEN_REFUSED }, { shouldFocus: true });
        throw failure;
      }
      removeApiQueries(queryClient, 'alerts');
      updateSession({ alertsToken });
      notifications.hide(ALERTS_TOKEN_REJECTED_NOTICE);
    },
    onSuccess: () => onSaved?.(),
    clearErrorOnEdit: true,
  });
  const refused = isApiError(error) && error.status === 401;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ControlledPasswordInput
          control={form.control}
          name="alertsToken"
          label="Access token"
          description="Bearer token of the alert API, checked with one read before it is kept. Kept in this browser tab only, and gone when you sign out or close the tab."
          withAsterisk
          data-autofocus
        />
        {error !== null && !refused && <ApiErrorAlert error={error} title="The token could not be checked" />}
        <Group justify="flex-end">
          {onCancel && (
            <Button
              variant="default"
              onClick={() => {
                clearError();
                onCancel();
              }}
            >
              Cancel
            </Button>
          )}
          <Button type="submit" loading={sending}>
            {replacing ? 'Replace token' : 'Save token'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The alert pages render their content only once the session holds an access token. */
export function AccessTokenCard() {
  return (
    <Card withBorder radius="md" padding="lg" maw={560}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconKey size={22} stroke={1.6} />
          <Title order={3}>Access token needed</Title>
        </Group>
        <Text size="sm" c="dimmed">
          The alert API is a separate service with its own bearer token, which your API key does not cover. Enter the token to find and create alerts.
        </Text>
        <AccessTokenForm />
      </Stack>
    </Card>
  );
}
