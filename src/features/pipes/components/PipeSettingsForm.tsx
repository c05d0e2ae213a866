import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormShellForm, useFormShell } from '../../../components/form';
import { QueryState } from '../../../components/QueryState';
import {
  operations,
  PIPE_SETTING_FIELDS,
  pipeSettingFieldsOf,
  PIPE_SETTINGS_MESSAGES,
  pipeSettingsPutSchema,
  pipeSourceKindOf,
  type Pipe,
  type PipeSettingsRead,
  type PipeSourceKind,
} from '../../../contract';
import { pipeQueries, pipeSettingsSaved } from '../queries';
import { PipeSettingsGroup, type SettingsValues } from '../wizard/steps/SettingsStep';

type Values = SettingsValues;

/** Every setting a key (undefined: the service's default), so a form untouched is not "changed". */
const valuesOf = (read: PipeSettingsRead): Values => ({
  settings: Object.fromEntries(
    PIPE_SETTING_FIELDS.map(({ field }) => {
      const value = read[field];
      return [field, typeof value === 'number' || typeof value === 'boolean' ? value : undefined];
    }),
  ),
});

/**
 * Get and Update pipe settings (the real `clickPipeSettingsGet` / `clickPipeSettingsUpdate`): the
 * settings that apply to the pipe's kind, read through their own operation and replaced as a
 * whole (PUT), an empty field sent as null, which is the service's default. A Postgres pipe says
 * where its replication settings are.
 */
export function PipeSettingsForm({ organizationId, serviceId, pipe }: { organizationId: string; serviceId: string; pipe: Pipe }) {
  const kind = pipeSourceKindOf(pipe.source);
  const settings = useQuery({ ...pipeQueries.settings(organizationId, serviceId, pipe.id), enabled: kind !== undefined && kind !== 'postgres' });
  if (!kind) return null;
  if (kind === 'postgres') return <Text size="sm">{PIPE_SETTINGS_MESSAGES.postgres}</Text>;
  return (
    <QueryState query={settings} loadingLabel="Loading the pipe's settings" errorTitle="Could not read the pipe's settings">
      {/* A form per reading: saved settings (or changed elsewhere) start a form of their own, every field as read. */}
      {(read) => <SettingsForm key={JSON.stringify(read)} organizationId={organizationId} serviceId={serviceId} pipeId={pipe.id} kind={kind} read={read} />}
    </QueryState>
  );
}

function SettingsForm(props: { organizationId: string; serviceId: string; pipeId: string; kind: PipeSourceKind; read: PipeSettingsRead }) {
  const { organizationId, serviceId, pipeId, kind, read } = props;
  const fields = useMemo(() => pipeSettingFieldsOf(kind), [kind]);
  const current = useMemo(() => valuesOf(read), [read]);
  // Checked where the form keeps them (`settings.<field>`), so a message lands beside its field.
  const schema = useMemo(
    () =>
      z
        .custom<Values>()
        .transform((values) => ({ settings: Object.fromEntries(fields.map((f) => [f, values.settings[f] ?? null])) }))
        .pipe(z.object({ settings: pipeSettingsPutSchema })),
    [fields],
  );
  const queryClient = useQueryClient();
  const shell = useFormShell({
    operation: operations.updatePipeSettings,
    params: { organizationId, serviceId, pipeId },
    schema,
    request: (body) => body.settings,
    values: current,
    oncePerValues: true,
    clearErrorOnEdit: true,
    hasField: (p) => (fields as readonly string[]).includes(p.replace(/^settings\./, '')),
    fieldPath: (p) => `settings.${p}`,
    onSuccess: (updated) => {
      pipeSettingsSaved(queryClient, organizationId, serviceId, pipeId, updated);
      notifications.show({ color: 'green', title: 'Settings saved', message: 'Empty settings are the service’s defaults.' });
    },
  });
  return (
    <FormShellForm shell={shell} label="Pipe settings" submitLabel="Save settings" errorTitle="The settings were not changed">
      <PipeSettingsGroup control={shell.form.control} kind={kind} legend="Settings" />
    </FormShellForm>
  );
}
