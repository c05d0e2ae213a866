import { ActionIcon, Alert, Autocomplete, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { useController, useFormState, type UseFieldArrayReturn } from 'react-hook-form';
import { ControlledTextInput } from '../../../../components/form/ControlledTextInput';
import type { FormControl } from '../../../../components/form/formControl';
import { COMMON_COLUMN_TYPES } from '../sampleColumns';
import type { WizardValues } from '../wizardValues';

/** What the columns editors read: the wizard and the edit form both keep the rows at `columns`. */
export type ColumnsValues = Pick<WizardValues, 'columns'>;
export type Columns = UseFieldArrayReturn<ColumnsValues, 'columns'>;

/** The destination columns: name and type (a common type from the list, or any typed freely). Rows are memoized. */
export function ColumnsEditor({ control, columns }: { control: FormControl<ColumnsValues>; columns: Columns }) {
  const { errors } = useFormState({ control, name: 'columns' });
  const rootError = errors.columns?.root?.message;
  return (
    <Stack gap="xs">
      {rootError && (
        <Alert color="red" variant="light" role="alert">
          {rootError}
        </Alert>
      )}
      {columns.fields.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={4} aria-label="Destination columns">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Column</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th w={40}>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {columns.fields.map((f, i) => (
                <ColumnRowEditor key={f.id} control={control} index={i} remove={columns.remove} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => columns.append({ name: '', type: 'String', sourceField: '' })}>
          Add column
        </Button>
        <Text size="xs" c="dimmed">
          {columns.fields.length} {columns.fields.length === 1 ? 'column' : 'columns'}
        </Text>
      </Group>
    </Stack>
  );
}

const ColumnRowEditor = memo(function ColumnRowEditor({
  control,
  index,
  remove,
}: {
  control: FormControl<ColumnsValues>;
  index: number;
  remove: Columns['remove'];
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <ControlledTextInput control={control} name={`columns.${index}.name`} aria-label={`Column ${index + 1} name`} size="xs" />
      </Table.Td>
      <Table.Td>
        <TypeInput control={control} index={index} />
      </Table.Td>
      <Table.Td>
        <ActionIcon variant="subtle" color="red" onClick={() => remove(index)} aria-label={`Remove column ${index + 1}`}>
          <IconTrash size={16} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
});

function TypeInput({ control, index }: { control: FormControl<ColumnsValues>; index: number }) {
  const { field, fieldState } = useController({ control, name: `columns.${index}.type` });
  return (
    <Autocomplete
      ref={field.ref}
      name={field.name}
      size="xs"
      aria-label={`Column ${index + 1} type`}
      data={[...COMMON_COLUMN_TYPES]}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      limit={20}
    />
  );
}
