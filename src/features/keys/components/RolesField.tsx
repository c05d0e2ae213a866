import { Checkbox, Stack } from '@mantine/core';
import { useController } from 'react-hook-form';
import { KEY_ROLE_DESCRIPTIONS, KEY_ROLES, type KeyRole } from '../../../contract';
import type { KeyFormValues } from '../keyForm';
import { ROLE_LABELS, ROLES_DESCRIPTION } from '../format';
import { type FormControl } from '../../../components/form';

/** The key's roles: at least one, each explained in a sentence (from the contract); deprecated by ClickHouse Cloud, which the description says. */
export function RolesField({ control }: { control: FormControl<KeyFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'roles' });
  return (
    <Checkbox.Group
      label="Roles"
      description={ROLES_DESCRIPTION}
      withAsterisk
      value={field.value}
      onChange={(value) => field.onChange(value as KeyRole[])}
      error={fieldState.error?.message}
    >
      <Stack gap="sm" mt="xs">
        {KEY_ROLES.map((role, index) => (
          <Checkbox
            key={role}
            value={role}
            ref={index === 0 ? field.ref : undefined}
            onBlur={field.onBlur}
            label={ROLE_LABELS[role]}
            description={KEY_ROLE_DESCRIPTIONS[role]}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
