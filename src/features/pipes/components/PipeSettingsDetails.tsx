import { Code, Stack, Text } from '@mantine/core';
import {
  PIPE_SCALING_FIELDS,
  PIPE_SCALING_LIMITS,
  PIPE_SETTING_FIELDS,
  PIPE_SETTINGS_LIMITS,
  pipeFieldsFor,
  type Pipe,
  type PipeBound,
  type PipeSourceKind,
} from '../../../contract';
import { displayValue } from '../format';
import { DetailCard, DetailTable } from './DetailTable';

function withUnit(value: unknown, bound: PipeBound | undefined) {
  if (value === undefined || value === null) {
    return (
      <Text size="sm" c="dimmed" span>
        Not set (default)
      </Text>
    );
  }
  const unit = bound?.unit ? ` ${bound.unit}` : '';
  return typeof value === 'number' ? `${value.toLocaleString('en-US')}${unit}` : displayValue(value);
}

function FieldLabel({ label, field }: { label: string; field: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{label}</Text>
      <Code fz="xs" style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
        {field}
      </Code>
    </Stack>
  );
}

/**
 * The pipe's scaling, only the fields that apply to its source kind (the contract's
 * PIPE_SCALING_FIELDS, as the wizard offers them); nothing for a kind that has none.
 */
export function PipeScalingDetails({ pipe, kind }: { pipe: Pipe; kind: PipeSourceKind }) {
  const fields = pipeFieldsFor(PIPE_SCALING_FIELDS, kind);
  if (fields.length === 0) return null;
  const scaling = (pipe.scaling ?? {}) as Record<string, unknown>;
  return (
    <DetailCard
      title="Scaling"
      rows={fields.map((f) => ({ label: <FieldLabel label={f.label} field={f.field} />, value: withUnit(scaling[f.field], PIPE_SCALING_LIMITS[f.field]) }))}
    />
  );
}

/** The pipe settings that apply to its source kind, by label and API name; unanswered ones read "Not set". */
export function PipeSettingsDetails({ pipe, kind }: { pipe: Pipe; kind: PipeSourceKind }) {
  const fields = pipeFieldsFor(PIPE_SETTING_FIELDS, kind);
  if (fields.length === 0) return null;
  const settings = (pipe.settings ?? {}) as Record<string, unknown>;
  const bounds = PIPE_SETTINGS_LIMITS as Record<string, PipeBound>;
  return (
    <DetailCard title="Settings">
      <DetailTable
        labelWidth="55%"
        rows={fields.map((f) => ({ label: <FieldLabel label={f.label} field={f.field} />, value: withUnit(settings[f.field], bounds[f.field]) }))}
      />
    </DetailCard>
  );
}
