import { Alert, Checkbox, Code, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useController, useFormState } from 'react-hook-form';
import { type FormControl, narrowControl } from '../../../components/form';
import type { Pipe } from '../../../contract';
import { isPipeTransitional, pipeStateDisplay, STARTABLE_PIPE_STATES } from '../../../entities/pipeState';
import { WriteButton } from '../../../session/WriteAccess';
import { TableMappingsEditor, type TableMappingsValues } from '../wizard/steps/TableMappingsEditor';
import type { EditValues, ExistingMapping } from './editValues';
import { CodeName } from '../../../components/Name';

/** Table mappings change only while the pipe is not running (real-apis.md: paused first). */
export const canEditTableMappings = (state: string) => STARTABLE_PIPE_STATES.includes(state);

/**
 * A postgres pipe's table mappings: the current ones (each can be marked for removal) and new ones
 * to add. Both need the pipe paused first: until it is, the form says so and offers to stop it.
 */
export function TableMappingsEdit({
  control,
  existing,
  pipe,
  onStop,
  stopping,
}: {
  control: FormControl<EditValues>;
  /** The pipe's mappings when the form opened (the rows of `source.postgres.existingMappings`). */
  existing: readonly ExistingMapping[];
  /** The pipe as it is now (its state is followed while the form is open). */
  pipe: Pipe;
  onStop: () => void;
  stopping: boolean;
}) {
  const { errors } = useFormState({ control, name: 'source.postgres.existingMappings' });
  const editable = canEditTableMappings(pipe.state);
  const changing = isPipeTransitional(pipe.state);
  return (
    <Stack gap="sm">
      {!editable && (
        <Alert color="yellow" variant="light" icon={<IconPlayerPause size={18} />} title="Pause the pipe to change its tables">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Tables can be added or removed only while the pipe is paused; it is {pipeStateDisplay(pipe.state).label.toLowerCase()} now.
              {changing ? ' This page follows its state.' : ' Stopping pauses replication; start it again after saving.'}
            </Text>
            {!changing && (
              <WriteButton size="xs" variant="default" leftSection={<IconPlayerPause size={14} />} onClick={onStop} loading={stopping} disabled={stopping}>
                Stop the pipe
              </WriteButton>
            )}
          </Stack>
        </Alert>
      )}
      <Text fw={600} size="sm">
        Tables replicated now
      </Text>
      <Table verticalSpacing={4} aria-label="Tables replicated now">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Source table</Table.Th>
            <Table.Th>Target table</Table.Th>
            <Table.Th ta="right">Remove</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {existing.map((m, i) => (
            <Table.Tr key={`${m.sourceSchemaName}.${m.sourceTable}.${m.targetTable}`}>
              <Table.Td>
                <Code>
                  {m.sourceSchemaName}.{m.sourceTable}
                </Code>
              </Table.Td>
              <Table.Td>
                <CodeName value={m.targetTable} />
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <RemoveBox
                    control={control}
                    index={i}
                    label={`Remove ${m.sourceSchemaName}.${m.sourceTable}`}
                    disabled={!editable}
                    error={errors.source?.postgres?.existingMappings?.[i]?.remove?.message}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <TableMappingsEditor control={narrowControl<TableMappingsValues, EditValues>(control)} title="Tables to add" minRows={0} disabled={!editable} />
    </Stack>
  );
}

function RemoveBox({
  control,
  index,
  label,
  disabled,
  error,
}: {
  control: FormControl<EditValues>;
  index: number;
  label: string;
  disabled: boolean;
  error?: string;
}) {
  const { field } = useController({ control, name: `source.postgres.existingMappings.${index}.remove` });
  return (
    <Checkbox
      ref={field.ref}
      checked={field.value === true}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      aria-label={label}
      disabled={disabled}
      error={error}
      color="red"
    />
  );
}
