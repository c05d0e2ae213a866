import { Badge, SimpleGrid } from '@mantine/core';
import { ControlledSelect } from '../../../../components/form/ControlledSelect';
import { ControlledSwitch } from '../../../../components/form/ControlledSwitch';
import { ControlledTextInput } from '../../../../components/form/ControlledTextInput';
import { COMPLIANCE_TYPES, PROFILES } from '../../../../contract';
import { SERVICE_FIELD_HELP as HELP } from '../fieldHelp';
import { SectionCard } from '../../../../components/SectionCard';
import type { CreateServiceValues } from './values';
import type { FormControl } from '../../../../components/form/formControl';

type SectionProps = { control: FormControl<CreateServiceValues> };

export function WarehouseSection({ control }: SectionProps) {
  return (
    <SectionCard title="Warehouse and backup" description="Join an existing warehouse, or start from a backup.">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ControlledTextInput
          control={control}
          name="dataWarehouseId"
          label="Warehouse ID"
          description={HELP.dataWarehouseId}
          placeholder="Not set (new warehouse)"
        />
        <ControlledTextInput
          control={control}
          name="backupId"
          label="Backup ID"
          description={HELP.backupId}
          placeholder="3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b"
        />
      </SimpleGrid>
      <ControlledSwitch control={control} name="isReadonly" label="Read-only" description={HELP.isReadonly} />
    </SectionCard>
  );
}

const complianceOptions = COMPLIANCE_TYPES.map((c) => ({ value: c, label: c.toUpperCase() }));

export function SecuritySection({ control }: SectionProps) {
  return (
    <SectionCard title="Security and compliance" description="Disk encryption, compliance regime and instance profile.">
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
          description={HELP.profile}
          data={[...PROFILES]}
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
    </SectionCard>
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

export function ByocSection({ control }: SectionProps) {
  return (
    <SectionCard title="Bring your own cloud" description="Run the service in your own cloud account, set up beforehand.">
      <ControlledTextInput
        control={control}
        name="byocId"
        label="BYOC ID"
        description={HELP.byocId}
        placeholder="Not set"
        maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
      />
    </SectionCard>
  );
}
