import { Badge, SimpleGrid } from '@mantine/core';
import { ControlledSelect, ControlledSwitch, ControlledTextInput, type FormControl } from '../../../../components/form';
import { COMPLIANCE_TYPES, PROFILES, type ManagementDialect } from '../../../../contract';
import { SERVICE_FIELD_HELP as HELP } from '../fieldHelp';
import type { CreateServiceValues } from './values';
import { BackupChoice, type BackupOption } from './BackupChoice';
import { WarehouseChoice } from './WarehouseChoice';
import type { WarehouseOption } from './warehouseOptions';
import { markedOptions, notInCloudNote } from './notInCloud';

type SectionProps = { control: FormControl<CreateServiceValues> };

/** Join an existing warehouse, or start from a backup (a choice among the organization's). */
export function WarehouseFields({
  control,
  backups,
  warehouses,
}: SectionProps & {
  backups: { options: readonly BackupOption[]; loading: boolean; onOpen: () => void };
  warehouses: { options: readonly WarehouseOption[]; loaded: boolean };
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <WarehouseChoice control={control} {...warehouses} />
        <BackupChoice control={control} {...backups} />
      </SimpleGrid>
      <ControlledSwitch control={control} name="isReadonly" label="Read-only" description={HELP.isReadonly} />
    </>
  );
}

const complianceOptions = COMPLIANCE_TYPES.map((c) => ({ value: c, label: c.toUpperCase() }));

/** Disk encryption, compliance regime and instance profile (its values ClickHouse Cloud refuses marked, by dialect). */
export function SecurityFields({ control, dialect }: SectionProps & { dialect: ManagementDialect }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ControlledTextInput control={control} name="encryptionKey" label="Encryption key" description={HELP.encryptionKey} placeholder="Not set" />
        <ControlledTextInput
          control={control}
          name="encryptionAssumedRoleIdentifier"
          label="Encryption role"
          description={HELP.encryptionAssumedRoleIdentifier}
          placeholder="Not set"
        />
        <ControlledSelect
          control={control}
          name="complianceType"
          label="Compliance type"
          description={HELP.complianceType}
          data={complianceOptions}
          clearable
          placeholder="Not set"
        />
        <ControlledSelect
          control={control}
          name="profile"
          label={<EnterpriseLabel text="Profile" />}
          description={`${HELP.profile} ${notInCloudNote('profile', dialect, PROFILES)}`}
          data={markedOptions('profile', PROFILES, dialect)}
          clearable
          placeholder="Not set"
        />
      </SimpleGrid>
      <ControlledSwitch
        control={control}
        name="hasTransparentDataEncryption"
        label={<EnterpriseLabel text="Transparent data encryption" />}
        description={HELP.hasTransparentDataEncryption}
      />
    </>
  );
}

function EnterpriseLabel({ text }: { text: string }) {
  return (
    <>
      {text}{' '}
      <Badge size="xs" variant="light" color="grape" component="span" style={{ verticalAlign: 'middle' }}>
        Enterprise
      </Badge>
    </>
  );
}

/** The bring-your-own-cloud setup to run the service in. */
export function ByocFields({ control }: SectionProps) {
  return (
    <ControlledTextInput
      control={control}
      name="byocId"
      label="BYOC ID"
      description={HELP.byocId}
      placeholder="Not set"
      maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
    />
  );
}
