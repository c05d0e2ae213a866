import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { z } from 'zod';
import { ControlledTextInput, useFormShell } from '../../../components/form';

const findSchema = z.object({ alertId: z.string().trim().min(1, { error: 'Enter the id of the alert.' }) });
/** "Find an alert": opens one alert by its id (also one the list does not show, such as another page's). */
export function FindAlertForm({ initialId, onFind }: { initialId: string; onFind: (alertId: string) => void }) {
  // No request of its own: the alert page reads the alert once the id is in the URL.
  const { form, onSubmit } = useFormShell({
    schema: findSchema,
    defaultValues: { alertId: initialId },
    send: async ({ alertId }) => onFind(alertId),
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Find an alert">
        <Stack gap="sm">
          <div>
            <Title order={3}>Find an alert</Title>
            <Text size="sm" c="dimmed">
              Open one alert by its id.
            </Text>
          </div>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <ControlledTextInput
              control={form.control}
              name="alertId"
              label="Alert ID"
              description="The id returned when the alert was created."
              placeholder="65f1c0a1e4b0a1b2c3d4e5f6"
              style={{ flex: '1 1 320px' }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} />} mt={{ base: 0, xs: 46 }}>
              Find alert
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
