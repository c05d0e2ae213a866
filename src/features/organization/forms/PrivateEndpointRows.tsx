import { ActionIcon, Badge, Button, Group, Input, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { IconArrowBackUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
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
            placeholder="vpce-0123456789abcdef0"
            style={{ flex: 1 }}
          />
          <ControlledTextInput
            control={control}
            name={`privateEndpoints.add.${index}.description`}
            label={`Description ${index + 1}`}
            description="May be empty."
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
