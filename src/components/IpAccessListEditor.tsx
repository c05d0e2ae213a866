import { ActionIcon, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormState, type FieldValues, type ArrayPath, type FieldPath, get } from 'react-hook-form';
import type { FormControl } from './form/formControl';
import { ControlledTextInput } from './form/ControlledTextInput';

interface Props<T extends FieldValues> {
  control: FormControl<T>;
  /** The array field holding `{source, description}` entries, e.g. "ipAccessList". */
  name: ArrayPath<T>;
  label: string;
  description?: string;
  /** Shown under the list when it has no entry (e.g. "A key with no entry cannot be used from anywhere"). */
  emptyHint?: React.ReactNode;
}

/** Edits a list of IP access entries (address or CIDR, description) with react-hook-form's field array. */
export function IpAccessListEditor<T extends FieldValues>({ control, name, label, description, emptyHint }: Props<T>) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name: name as unknown as FieldPath<T> });
  const arrayError = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const listError = arrayError?.message ?? arrayError?.root?.message;
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <div>
        <Input.Label component="div">{label}</Input.Label>
        {description && <Input.Description>{description}</Input.Description>}
      </div>
      {fields.map((item, index) => (
        <Group key={item.id} align="flex-start" gap="xs" wrap="nowrap">
          <ControlledTextInput
            control={control}
            name={`${name}.${index}.source` as FieldPath<T>}
            label={`Address ${index + 1}`}
            placeholder="203.0.113.7 or 10.0.0.0/8"
            style={{ flex: 1 }}
          />
          <ControlledTextInput
            control={control}
            name={`${name}.${index}.description` as FieldPath<T>}
            label={`Description ${index + 1}`}
            placeholder="Office network"
            style={{ flex: 1 }}
          />
          <ActionIcon variant="subtle" color="red" mt={26} onClick={() => remove(index)} aria-label={`Remove address ${index + 1}`}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {fields.length === 0 && emptyHint}
      {typeof listError === 'string' && (
        <Text size="xs" c="red" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => append({ source: '', description: '' } as never)}>
          Add address
        </Button>
      </Group>
    </Stack>
  );
}
