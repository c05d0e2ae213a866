import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ControlledPasswordInput } from '../../../components/form/ControlledPasswordInput';
import { useFormShell } from '../../../components/form/useFormShell';
import { updateSession } from '../../../session/store';
import { removeApiQueries } from '../../../api/queryKeys';

const tokenSchema = z.object({ alertsToken: z.string().trim().min(1, { error: 'Enter the access token of the alert API.' }) });
/**
 * Asks for the alert API's access token and keeps it in this tab's session only. Alerts cached
 * under a previous token are dropped. The token is first checked by the next alert request;
 * a refused token (401) ends the session like any other 401.
 */
export function AccessTokenForm({ onSaved, onCancel, replacing = false }: { onSaved?: () => void; onCancel?: () => void; replacing?: boolean }) {
  const queryClient = useQueryClient();
  // Saved in this tab's session, not sent: the next alert request checks it.
  const { form, onSubmit } = useFormShell({
    schema: tokenSchema,
    defaultValues: { alertsToken: '' },
    send: async ({ alertsToken }) => {
      removeApiQueries(queryClient, 'alerts');
      updateSession({ alertsToken });
    },
    onSuccess: () => onSaved?.(),
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ControlledPasswordInput
          control={form.control}
          name="alertsToken"
          label="Access token"
          description="Bearer token of the alert API. Kept in this browser tab only, and gone when you sign out or close the tab."
          withAsterisk
          data-autofocus
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit">{replacing ? 'Replace token' : 'Save token'}</Button>
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
