import { ActionIcon, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash, IconWorld } from '@tabler/icons-react';
import { useFieldArray, useFormState, type UseFormSetValue } from 'react-hook-form';
import { IpAccessListEditor } from '../../../../components/IpAccessListEditor';
import { ControlledSelect, ControlledSwitch, type FormControl } from '../../../../components/form';
import { ENDPOINT_PROTOCOLS } from '../../../../contract';
import { SERVICE_FIELD_HELP as HELP } from '../fieldHelp';
import { SectionCard } from '../../../../components/SectionCard';
import type { CreateServiceValues } from './values';

/** IP access list and endpoint switches. */
export function NetworkSection({ control, setValue }: { control: FormControl<CreateServiceValues>; setValue: UseFormSetValue<CreateServiceValues> }) {
  return (
    <SectionCard title="Network" description="Who may connect, and which endpoints the service offers.">
      <IpAccessListEditor
        control={control}
        name="ipAccessList"
        label="IP access list"
        description={HELP.ipAccessList}
        emptyHint={
          <Group gap="xs">
            <Text size="sm" c="orange">
              No address yet: the service will not accept connections from anywhere.
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconWorld size={14} />}
              onClick={() => setValue('ipAccessList', [{ source: '0.0.0.0/0', description: 'Anywhere' }], { shouldDirty: true })}
            >
              Allow from anywhere
            </Button>
          </Group>
        }
      />
      <EndpointsEditor control={control} />
    </SectionCard>
  );
}

/** The protocols a request can turn on or off (the real service's enum). */
const PROTOCOL_OPTIONS = [...ENDPOINT_PROTOCOLS];

function EndpointsEditor({ control }: { control: FormControl<CreateServiceValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'endpoints' });
  const { errors } = useFormState({ control, name: 'endpoints' });
  const listError = errors.endpoints?.message ?? errors.endpoints?.root?.message;
  return (
    <Stack gap={6} role="group" aria-label="Endpoints">
      <div>
        <Input.Label component="div">Endpoints</Input.Label>
        <Input.Description>{HELP.endpoints}</Input.Description>
      </div>
      {fields.map((item, index) => (
        <Group key={item.id} align="flex-start" gap="sm" wrap="nowrap">
          <ControlledSelect
            control={control}
            name={`endpoints.${index}.protocol`}
            label={`Protocol ${index + 1}`}
            data={PROTOCOL_OPTIONS}
            allowDeselect={false}
            placeholder="Choose a protocol"
            style={{ flex: 1 }}
          />
          <ControlledSwitch control={control} name={`endpoints.${index}.enabled`} label="Enabled" mt={32} />
          <ActionIcon variant="subtle" color="red" mt={28} onClick={() => remove(index)} aria-label={`Remove endpoint ${index + 1}`}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {typeof listError === 'string' && (
        <Text size="xs" c="red" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => append({ protocol: ENDPOINT_PROTOCOLS[0], enabled: true })}>
          Add endpoint
        </Button>
      </Group>
    </Stack>
  );
}
