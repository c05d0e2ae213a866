import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconSearch } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ControlledTextInput } from '../../../components/form/ControlledTextInput';

const findSchema = z.object({ alertId: z.string().trim().min(1, { error: 'Enter the id of the alert.' }) });
type FindValues = z.infer<typeof findSchema>;

/** "Find an alert": the alert API reads one alert by its id (it has no list). */
export function FindAlertForm({ initialId, onFind }: { initialId: string; onFind: (alertId: string) => void }) {
  const { control, handleSubmit } = useForm<FindValues>({ resolver: zodResolver(findSchema), defaultValues: { alertId: initialId } });
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={(e) => void handleSubmit(({ alertId }) => onFind(alertId))(e)} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={3}>Find an alert</Title>
            <Text size="sm" c="dimmed">
              The alert API reads one alert at a time, by its id. It cannot list alerts.
            </Text>
          </div>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <ControlledTextInput
              control={control}
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
