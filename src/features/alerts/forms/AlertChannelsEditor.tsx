import { ActionIcon, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { get, useFieldArray, useFormState } from 'react-hook-form';
import { ControlledTextInput, type FormControl } from '../../../components/form';
import { ALERT_CHANNELS_COUNT, type HyperdxAlertBodyInput } from '../../../contract';

/**
 * HyperDX's `channels`: 1 to 10 webhooks, each once (the schema says so next to the field). The
 * first is also sent as `channel` for servers that know only that one (hyperdxBody.ts).
 */
export function AlertChannelsEditor({ control }: { control: FormControl<HyperdxAlertBodyInput> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'channels' });
  const { errors } = useFormState({ control, name: 'channels' });
  const listError = get(errors, 'channels') as { message?: string; root?: { message?: string } } | undefined;
  const message = listError?.message ?? listError?.root?.message;
  const full = fields.length >= ALERT_CHANNELS_COUNT.max;
  return (
    <Stack gap={6} role="group" aria-label="Webhooks">
      <div>
        <Input.Label component="div" required>
          Webhooks
        </Input.Label>
        <Input.Description>
          Required. {ALERT_CHANNELS_COUNT.min} to {ALERT_CHANNELS_COUNT.max} webhooks, each once; all are notified when the alert fires or resolves. Webhook is
          the only channel type.
        </Input.Description>
      </div>
      {fields.map((item, index) => (
        <Group key={item.id} align="flex-start" gap="xs" wrap="nowrap">
          <ControlledTextInput control={control} name={`channels.${index}.webhookId`} label={`Webhook ID ${index + 1}`} withAsterisk style={{ flex: 1 }} />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            onClick={() => remove(index)}
            disabled={fields.length <= ALERT_CHANNELS_COUNT.min}
            aria-label={`Remove webhook ${index + 1}`}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {typeof message === 'string' && (
        <Text size="xs" c="red" role="alert">
          {message}
        </Text>
      )}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} disabled={full} onClick={() => append({ type: 'webhook', webhookId: '' })}>
          Add webhook
        </Button>
        {full && (
          <Text size="xs" c="dimmed">
            {ALERT_CHANNELS_COUNT.max} webhooks at most.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
