import { ActionIcon, Badge, Button, Group, Input, Stack, Table, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import { IconArrowBackUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { ControlledTextInput, type FormControl } from '../../../components/form';
import { ADD_DEPRECATED_TEXT, type EndpointEntry, type PrivateEndpointsValues } from './privateEndpointsValues';
import { Name } from '../../../components/Name';

/** The organization's current private endpoints; each can be staged for removal (and un-staged). */
export function CurrentEndpoints({
  endpoints,
  removing,
  onToggle,
}: {
  endpoints: EndpointEntry[];
  removing: EndpointEntry[];
  onToggle: (entry: EndpointEntry) => void;
}) {
  if (endpoints.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The organization has no private endpoints yet.
      </Text>
    );
  }
  return (
    <Table verticalSpacing={6} aria-label="Current private endpoints">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Endpoint ID</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th w={150} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {endpoints.map((e) => {
          const staged = removing.some((r) => r.id === e.id);
          return (
            <Table.Tr key={e.id} style={staged ? { textDecoration: 'line-through' } : undefined}>
              <Table.Td ff="monospace">
                <Name value={e.id} lines={0} />
              </Table.Td>
              <Table.Td>
                <Name value={e.description || '—'} lines={2} />
              </Table.Td>
              <Table.Td ta="right">
                {staged ? (
                  <Group gap={6} justify="flex-end" wrap="nowrap" style={{ textDecoration: 'none' }}>
                    <Badge color="red" variant="light" size="sm">
                      To remove
                    </Badge>
                    <ActionIcon variant="subtle" onClick={() => onToggle(e)} aria-label={`Keep ${e.id}`}>
                      <IconArrowBackUp size={16} />
                    </ActionIcon>
                  </Group>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => onToggle(e)}
                    aria-label={`Remove ${e.id}`}
                  >
                    Remove
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** New private endpoints to add: id and description each (deprecated by ClickHouse Cloud, which says so). */
export function AddedEndpoints({ control }: { control: FormControl<PrivateEndpointsValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'privateEndpoints.add' });
  const errorShown = useRowErrorsShown(control, fields);
  const descriptionId = useId();
  return (
    <Stack gap={6} role="group" aria-label="Private endpoints to add" aria-describedby={descriptionId}>
      <div>
        <Input.Label component="div">
          Endpoints to add{' '}
          <Badge color="orange" variant="light" size="xs" component="span" style={{ verticalAlign: 'middle' }}>
            Deprecated
          </Badge>
        </Input.Label>
        <Input.Description id={descriptionId}>{ADD_DEPRECATED_TEXT}</Input.Description>
      </div>
      {fields.map((item, index) => (
        <Group key={item.id} align="flex-start" gap="xs" wrap="nowrap">
          <ControlledTextInput
            control={control}
            name={`privateEndpoints.add.${index}.id`}
            label={`New endpoint ID ${index + 1}`}
            description="Required; each ID once."
            withAsterisk
            errorShown={errorShown(item.id, index)}
            placeholder="vpce-0123456789abcdef0"
            style={{ flex: 1 }}
          />
          <ControlledTextInput
            control={control}
            name={`privateEndpoints.add.${index}.description`}
            label={`Description ${index + 1}`}
            description="May be empty."
            errorShown={errorShown(item.id, index)}
            placeholder="Production VPC"
            style={{ flex: 1 }}
          />
          <ActionIcon variant="subtle" color="red" mt={48} onClick={() => remove(index)} aria-label={`Do not add endpoint ${index + 1}`}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => append({ id: '', description: '' })}>
          Add private endpoint
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Whether a row's errors are shown: once the row is touched, or the form submitted after the row
 * was added. React Hook Form judges every row when one is added to a form already submitted, so a
 * new empty row would be flagged before anything is typed in it.
 */
function useRowErrorsShown(control: FormControl<PrivateEndpointsValues>, rows: readonly { id: string }[]) {
  const { submitCount, touchedFields } = useFormState({ control, name: 'privateEndpoints.add' });
  const addedAt = useRef(new Map<string, number>());
  for (const row of rows) if (!addedAt.current.has(row.id)) addedAt.current.set(row.id, submitCount);
  const touched = touchedFields.privateEndpoints?.add;
  return (rowId: string, index: number) => submitCount > (addedAt.current.get(rowId) ?? 0) || Boolean(touched?.[index]?.id || touched?.[index]?.description);
}
