import { Alert, Group, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useController } from 'react-hook-form';
import { IpAccessListEditor } from '../../../components/IpAccessListEditor';
import { type FormControl } from '../../../components/form';
import { KEY_EMPTY_IP_ACCESS_LIST_WARNING } from '../../../contract';
import type { KeyFormValues } from '../keyForm';

/**
 * Where the key may be used from. "Any address" sends no IP access list; "Only these addresses"
 * sends the list, and an empty one allows no address at all, which the warning says.
 */
export function IpAccessField({ control }: { control: FormControl<KeyFormValues> }) {
  const mode = useController({ control, name: 'ipAccess' });
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Where the key can be used from"
        description="Limit the addresses allowed to call the API with this key, or allow any address."
        value={mode.field.value}
        onChange={(value) => mode.field.onChange(value)}
      >
        <Group gap="lg" mt="xs">
          <Radio value="anywhere" label="Any address (no IP access list)" ref={mode.field.ref} />
          <Radio value="list" label="Only these addresses" />
        </Group>
      </Radio.Group>
      {mode.field.value === 'list' && <KeyIpAccessListEditor control={control} />}
    </Stack>
  );
}

/** The key's IP access list rows (create: once "Only these addresses" is chosen; edit: always), warned when empty. */
export function KeyIpAccessListEditor({
  control,
  description = 'Addresses or CIDR ranges allowed to use the API with this key.',
}: {
  control: FormControl<KeyFormValues>;
  description?: string;
}) {
  return <IpAccessListEditor control={control} name="ipAccessList" label="IP access list" description={description} emptyHint={<EmptyIpListWarning />} />;
}

/** Under an IP access list with no entry: such a key allows no address at all. */
function EmptyIpListWarning() {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} p="xs">
      <Text size="sm">{KEY_EMPTY_IP_ACCESS_LIST_WARNING}</Text>
    </Alert>
  );
}
