import { SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { ControlledNumberInput, ControlledSelect, ControlledTextInput, FormShellForm, ResetButton, useFormShell } from '../../../components/form';
import { BACKUP_LIMITS, BACKUP_PERIODS_IN_HOURS, operations, type BackupConfiguration } from '../../../contract';
import { backupConfigurationSaved } from '../queries';
import { BACKUP_CONFIGURATION_FIELDS, backupConfigurationFormSchema, backupConfigurationValuesOf } from './backupConfigurationValues';

const PERIOD_OPTIONS = BACKUP_PERIODS_IN_HOURS.map((h) => ({ value: String(h), label: `Every ${h} hours` }));

const HELP = {
  period: `How often a backup is taken. With a start time, every ${BACKUP_LIMITS.startTimePeriodHours} hours.`,
  retention: `How long each backup is kept, in hours: whole days, ${BACKUP_LIMITS.retentionMinHours} (1 day) to ${BACKUP_LIMITS.retentionMaxHours} (45 days).`,
  startTime: `The time of day the backups start, in UTC (HH:MM). Leave empty to take them by the period only.`,
};

/** `PATCH .../backupConfiguration`: prefilled with the configuration, sends only what changed (admin keys only). */
export function BackupConfigurationForm({
  organizationId,
  serviceId,
  configuration,
}: {
  organizationId: string;
  serviceId: string;
  configuration: BackupConfiguration;
}) {
  const current = useMemo(() => backupConfigurationValuesOf(configuration), [configuration]);
  // What "changed" is measured against: the configuration as last received, read at validation time.
  const baseline = useRef(current);
  baseline.current = current;
  const schema = useMemo(() => backupConfigurationFormSchema(() => baseline.current), []);
  const queryClient = useQueryClient();
  const shell = useFormShell({
    operation: operations.updateBackupConfiguration,
    params: { organizationId, serviceId },
    schema,
    values: current,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
    oncePerValues: true,
    // Its own name for the draft kept across a sign-in: forms prefilled by `values` share the default one.
    keepAs: 'backupConfiguration',
    onSuccess: (saved, body) => {
      backupConfigurationSaved(queryClient, organizationId, serviceId, saved);
      const next = backupConfigurationValuesOf(saved);
      baseline.current = next;
      shell.form.reset(next);
      notifications.show({ color: 'green', title: 'Backup configuration saved', message: `Sent: ${Object.keys(body).join(', ')}.` });
    },
    hasField: (p) => (BACKUP_CONFIGURATION_FIELDS as readonly string[]).includes(p),
    clearErrorOnEdit: true,
  });
  const control = shell.form.control;

  return (
    <FormShellForm
      shell={shell}
      label="Backup configuration"
      submitLabel="Save backup configuration"
      errorTitle="The backup configuration was not saved"
      actions={<ResetButton shell={shell} values={current} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <ControlledSelect
          control={control}
          name="backupPeriodInHours"
          label="Backup period"
          description={HELP.period}
          data={PERIOD_OPTIONS}
          allowDeselect={false}
        />
        <ControlledNumberInput
          control={control}
          name="backupRetentionPeriodInHours"
          label="Retention (hours)"
          description={HELP.retention}
          min={BACKUP_LIMITS.retentionMinHours}
          max={BACKUP_LIMITS.retentionMaxHours}
          step={BACKUP_LIMITS.retentionStepHours}
        />
        <ControlledTextInput control={control} name="backupStartTime" label="Start time (UTC)" description={HELP.startTime} placeholder="Not set" />
      </SimpleGrid>
    </FormShellForm>
  );
}
