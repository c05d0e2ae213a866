import { Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useController, useWatch } from 'react-hook-form';
import { localDateTimeToIso, nowAsLocalInput, type KeyFormValues } from '../keyForm';
import { localTimeZoneLabel } from '../../../components/dateTime';
import { type FormControl } from '../../../components/form';

/** Expiry: "never" or a local date and time, sent as ISO 8601 with the browser's offset. */
export function ExpiryField({ control }: { control: FormControl<KeyFormValues> }) {
  const mode = useController({ control, name: 'expiry' });
  const date = useController({ control, name: 'expireAtLocal' });
  const local = useWatch({ control, name: 'expireAtLocal' });
  const iso = local ? localDateTimeToIso(local) : '';
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Expiry"
        description="A key that expires is refused from that moment on. The time must be in the future."
        value={mode.field.value}
        onChange={(value) => mode.field.onChange(value)}
      >
        <Group gap="lg" mt="xs">
          <Radio value="never" label="Never" ref={mode.field.ref} />
          <Radio value="at" label="On a date and time" />
        </Group>
      </Radio.Group>
      {mode.field.value === 'at' && (
        <TextInput
          type="datetime-local"
          label="Expires at"
          description={`In your time zone (${localTimeZoneLabel()}).`}
          withAsterisk
          min={nowAsLocalInput()}
          maw={320}
          ref={date.field.ref}
          name={date.field.name}
          value={date.field.value}
          onChange={(event) => date.field.onChange(event.currentTarget.value)}
          onBlur={date.field.onBlur}
          error={date.fieldState.error?.message}
        />
      )}
      {mode.field.value === 'at' && iso && iso !== local && (
        <Text size="xs" c="dimmed">
          Sent as <code>{iso}</code>
        </Text>
      )}
    </Stack>
  );
}
