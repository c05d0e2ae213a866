import { ActionIcon, Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { ControlledSwitch, ControlledTagsInput, ControlledTextInput, type FormControl } from '../../../../components/form';
import { emptyTableMapping, type TableMappingRow } from '../wizardValues';

/** What the editor reads: the wizard keeps the mappings to create there, the edit form the mappings to add. */
export type TableMappingsValues = { source: { postgres: { tableMappings: TableMappingRow[] } } };

/**
 * The postgres tables to replicate: one card per table, with excluded columns and an optional
 * custom sorting key. `minRows` rows always stay (the wizard needs one; an edit may add none).
 */
export function TableMappingsEditor({
  control,
  title = 'Tables to replicate',
  minRows = 1,
  disabled = false,
}: {
  control: FormControl<TableMappingsValues>;
  title?: string;
  minRows?: number;
  /** Adding is not possible now (the edit form: the pipe is not paused). */
  disabled?: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'source.postgres.tableMappings' });
  const { errors } = useFormState({ control, name: 'source.postgres.tableMappings' });
  const rootError = errors.source?.postgres?.tableMappings?.root?.message;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600} size="sm">
          {title}
        </Text>
        {/* Said once here rather than under one input of each row, where it put that input lower than the others. */}
        <Text size="xs" c="dimmed">
          A target table is created if missing; each is used once per pipe.
        </Text>
      </div>
      {rootError && (
        <Alert color="red" variant="light" role="alert">
          {rootError}
        </Alert>
      )}
      {fields.map((f, i) => (
        <TableMappingRow key={f.id} control={control} index={i} onRemove={fields.length > minRows ? () => remove(i) : undefined} />
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append(emptyTableMapping())} disabled={disabled}>
          Add table
        </Button>
      </Group>
    </Stack>
  );
}

const TableMappingRow = memo(function TableMappingRow({
  control,
  index,
  onRemove,
}: {
  control: FormControl<TableMappingsValues>;
  index: number;
  onRemove?: () => void;
}) {
  const p = `source.postgres.tableMappings.${index}` as const;
  const custom = useWatch({ control, name: `${p}.useCustomSortingKey` });
  return (
    <Card withBorder radius="md" padding="sm">
      <Group align="flex-start" wrap="wrap" gap="sm">
        <ControlledTextInput control={control} name={`${p}.sourceSchemaName`} label="Schema" w={140} withAsterisk />
        <ControlledTextInput control={control} name={`${p}.sourceTable`} label="Source table" style={{ flex: 1, minWidth: 160 }} withAsterisk />
        <ControlledTextInput control={control} name={`${p}.targetTable`} label="Target table" style={{ flex: 1, minWidth: 160 }} withAsterisk />
        {onRemove && (
          <ActionIcon variant="subtle" color="red" mt={28} onClick={onRemove} aria-label={`Remove table ${index + 1}`}>
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
      <Group align="flex-start" wrap="wrap" gap="sm" mt="xs">
        <ControlledTagsInput
          control={control}
          name={`${p}.excludedColumns`}
          label="Excluded columns"
          description="Not replicated; Enter after each"
          style={{ flex: 1, minWidth: 200 }}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
          <ControlledSwitch control={control} name={`${p}.useCustomSortingKey`} label="Custom sorting key" description="Default: the table's primary key" />
          {custom && (
            <ControlledTagsInput
              control={control}
              name={`${p}.sortingKeys`}
              label="Sorting key columns"
              description="In order; Enter after each"
              withAsterisk
            />
          )}
        </Stack>
      </Group>
    </Card>
  );
});
