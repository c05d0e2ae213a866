import { Code, Stack, Text } from '@mantine/core';
import { pipeFieldsFor, PIPE_SCALING_FIELDS, PIPE_SETTING_FIELDS, type Pipe, type PipeSourceKind } from '../../../contract';
import { DetailCard, DetailTable } from './DetailTable';
import { pipeFieldRows } from './pipeSummary';

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

const withApiName = (f: { label: string; field: string }) => <FieldLabel label={f.label} field={f.field} />;

/**
 * The pipe's scaling, only the fields that apply to its source kind (the contract's
 * PIPE_SCALING_FIELDS, as the wizard offers them); nothing for a kind that has none.
 */
export function PipeScalingDetails({ pipe, kind }: { pipe: Pipe; kind: PipeSourceKind }) {
  if (pipeFieldsFor(PIPE_SCALING_FIELDS, kind).length === 0) return null;
  return <DetailCard title="Scaling" rows={pipeFieldRows('scaling', kind, pipe.scaling as Record<string, unknown>, withApiName, true)} />;
}

/** The pipe settings that apply to its source kind, by label and API name; unanswered ones read "Not set". */
export function PipeSettingsDetails({ pipe, kind }: { pipe: Pipe; kind: PipeSourceKind }) {
  if (pipeFieldsFor(PIPE_SETTING_FIELDS, kind).length === 0) return null;
  return (
    <DetailCard title="Settings">
      <DetailTable labelWidth="55%" rows={pipeFieldRows('settings', kind, pipe.settings as Record<string, unknown>, withApiName, true)} />
    </DetailCard>
  );
}
