import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Service } from '../../../contract';
import { DateTime } from '../../../components/DateTime';
import { orDash, whereLabel, yesNo } from '../format';
import { CopyValue } from '../../../components/CopyValue';
import { Name } from '../../../components/Name';

function Field({ label, children, deprecated }: { label: string; children: ReactNode; deprecated?: boolean }) {
  return (
    <Stack gap={2}>
      {/* A div, not a p: the Deprecated badge is a div (no div inside a p). */}
      <Text component="div" size="xs" c="dimmed" fw={500} tt="uppercase">
        {label}
        {deprecated && (
          <Badge ml={6} size="xs" color="orange" variant="light">
            Deprecated
          </Badge>
        )}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

const plain = (value: string | number | null | undefined) => (
  <Text size="sm">
    <Name value={String(orDash(value))} lines={0} />
  </Text>
);
const copyable = (value: string | null | undefined, label: string) => (value ? <CopyValue value={value} label={label} /> : plain(value));
const gb = (value: number | null | undefined) => plain(value == null ? undefined : `${value} GB`);

/** Every field of the Service object, grouped. */
export function ServiceOverview({ service: s }: { service: Service }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        <Field label="Service ID">{copyable(s.id, 'service ID')}</Field>
        <Field label="Provider / region">{plain(whereLabel(s.provider, s.region))}</Field>
        <Field label="Created">
          <DateTime value={s.createdAt} />
        </Field>
        <Field label="Database version">{plain(s.dbVersion)}</Field>
        <Field label="Tier" deprecated>
          {plain(s.tier)}
        </Field>
        <Field label="Release channel">{plain(s.releaseChannel)}</Field>
        <Field label="Profile">{plain(s.profile)}</Field>
        <Field label="Compliance type">{plain(s.complianceType?.toUpperCase())}</Field>
        <Field label="Bring-your-own-cloud ID">{copyable(s.byocId, 'BYOC ID')}</Field>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        <Field label="Replicas">{plain(s.numReplicas)}</Field>
        <Field label="Memory per replica (min)">{gb(s.minReplicaMemoryGb)}</Field>
        <Field label="Memory per replica (max)">{gb(s.maxReplicaMemoryGb)}</Field>
        <Field label="Idle scaling">{plain(yesNo(s.idleScaling))}</Field>
        <Field label="Idle timeout">{plain(s.idleTimeoutMinutes == null ? undefined : `${s.idleTimeoutMinutes} minutes`)}</Field>
        <Field label="Total memory (min)" deprecated>
          {gb(s.minTotalMemoryGb)}
        </Field>
        <Field label="Total memory (max)" deprecated>
          {gb(s.maxTotalMemoryGb)}
        </Field>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        <Field label="Warehouse ID">{copyable(s.dataWarehouseId, 'warehouse ID')}</Field>
        <Field label="Primary service of its warehouse">{plain(yesNo(s.isPrimary))}</Field>
        <Field label="Read-only">{plain(yesNo(s.isReadonly))}</Field>
        <Field label="IAM role">{copyable(s.iamRole, 'IAM role')}</Field>
        <Field label="Encryption key">{copyable(s.encryptionKey, 'encryption key')}</Field>
        <Field label="Encryption role">{copyable(s.encryptionAssumedRoleIdentifier, 'encryption role')}</Field>
        <Field label="Transparent data encryption">{plain(yesNo(s.hasTransparentDataEncryption))}</Field>
        <Field label="TDE key ID">{copyable(s.transparentDataEncryptionKeyId, 'TDE key ID')}</Field>
        <Field label="Encryption role ID">{copyable(s.encryptionRoleId, 'encryption role ID')}</Field>
      </SimpleGrid>
    </Stack>
  );
}
