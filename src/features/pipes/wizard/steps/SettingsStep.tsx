import { Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { ControlledNumberInput, ControlledSwitch, type FormControl, narrowControl } from '../../../../components/form';
import {
  boundInputProps,
  isNumericSetting,
  PIPE_SCALING_FIELDS,
  PIPE_SCALING_LIMITS,
  PIPE_SETTING_FIELDS,
  PIPE_SETTINGS_LIMITS,
  pipeFieldsFor,
} from '../../../../contract';
import type { PipeSourceKind } from '../../../../contract';
import type { WizardValues } from '../wizardValues';
import { boundHint } from './boundHint';
import { FieldGroup } from './fieldGroups';

export type SettingsValues = Pick<WizardValues, 'settings'>;

/** Step 5: the scaling fields and pipe settings that apply to the chosen kind, each with its bound. All optional. */
export function SettingsStep({ control }: { control: FormControl<WizardValues> }) {
  const kind = useWatch({ control, name: 'kind' });
  if (!kind) return null;
  if (kind === 'postgres') {
    return <Text>No scaling or pipe settings apply to a database pipe: its replication settings are on Connection.</Text>;
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        All optional: empty fields keep the service's defaults.
      </Text>
      <FieldGroup legend="Scaling">
        {pipeFieldsFor(PIPE_SCALING_FIELDS, kind).map((f) => {
          const b = PIPE_SCALING_LIMITS[f.field];
          return (
            <ControlledNumberInput
              key={f.field}
              control={control}
              name={`scaling.${f.field}`}
              label={f.label}
              description={boundHint(f.help, b)}
              {...boundInputProps(b)}
            />
          );
        })}
      </FieldGroup>
      <PipeSettingsGroup control={narrowControl<SettingsValues, WizardValues>(control)} kind={kind} />
    </Stack>
  );
}

/**
 * The pipe settings that apply to a kind, each with its bound (empty: the service's default). The
 * wizard and the edit form share it: both keep them at `settings.<field>`.
 */
export function PipeSettingsGroup({ control, kind, legend = 'Settings' }: { control: FormControl<SettingsValues>; kind: PipeSourceKind; legend?: string }) {
  return (
    <FieldGroup legend={legend}>
      {pipeFieldsFor(PIPE_SETTING_FIELDS, kind).map((f) => {
        if (!isNumericSetting(f.field)) {
          return <ControlledSwitch key={f.field} control={control} name={`settings.${f.field}`} label={f.label} description={f.help} />;
        }
        const b = PIPE_SETTINGS_LIMITS[f.field];
        return (
          <ControlledNumberInput
            key={f.field}
            control={control}
            name={`settings.${f.field}`}
            label={f.label}
            description={boundHint(f.help, b)}
            {...boundInputProps(b)}
            thousandSeparator=","
          />
        );
      })}
    </FieldGroup>
  );
}
