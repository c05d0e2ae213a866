import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { RequestPreviewTabs } from '../../../../components/RequestPreview';
import { redactSecrets, type PreviewRequest } from '../../../../components/requestPreviewText';
import { SOURCE_KIND_LABELS } from '../../../../entities/pipeState';
import type { PipeCreateInput } from '../../../../contract';
import { DetailTable, type DetailRow } from '../../components/DetailTable';
import { pipeFieldRows, sourceRows, tableDefinitionRows } from '../../components/pipeSummary';
import { displayValue } from '../../format';
import { skippedSteps, WIZARD_STEPS } from '../wizardErrors';
import type { WizardValues } from '../wizardValues';
import { CodeName } from '../../../../components/Name';

interface Props {
  values: WizardValues;
  body: PipeCreateInput;
  request: PreviewRequest;
  onEdit: (step: number) => void;
}

type Rec = Record<string, unknown>;

const lines = (items: string[]) =>
  items.length === 0 ? (
    '—'
  ) : (
    <Stack gap={0}>
      {items.map((item, i) => (
        <span key={i}>{item}</span>
      ))}
    </Stack>
  );

/** The connection: each field as the form asked for it (secrets as entered, never shown), and the table mappings of a postgres source. */
function connectionRows(values: WizardValues, body: PipeCreateInput): DetailRow[] {
  if (!values.kind) return [];
  const redacted = redactSecrets(body.source).body as Rec;
  const source = (redacted[values.kind] ?? {}) as Rec;
  const rows = sourceRows(values.kind, source, 'entered');
  const mappings = (source.tableMappings ?? []) as { sourceSchemaName?: string; sourceTable?: string; targetTable?: string }[];
  if (values.kind === 'postgres') {
    rows.push({
      label: 'Table mappings',
      value: lines(mappings.map((m) => `${[m.sourceSchemaName, m.sourceTable].filter(Boolean).join('.')} → ${m.targetTable ?? ''}`)),
    });
  }
  if (typeof redacted.validateSamples === 'boolean') rows.push({ label: 'Validate data samples', value: displayValue(redacted.validateSamples) });
  return rows;
}

function destinationRows(values: WizardValues, body: PipeCreateInput): DetailRow[] {
  const d = body.destination ?? {};
  const rows: DetailRow[] = [];
  if (d.database) rows.push({ label: 'Database', value: <CodeName value={d.database} /> });
  if (d.table) rows.push({ label: 'Table', value: <CodeName value={d.table} /> });
  if (d.managedTable !== undefined) rows.push({ label: 'Create and manage the table', value: displayValue(d.managedTable) });
  rows.push(...tableDefinitionRows(d.tableDefinition));
  if (d.roles?.length) rows.push({ label: 'Roles', value: displayValue(d.roles) });
  if (values.kind !== 'postgres') rows.push({ label: `Columns (${values.columns.length})`, value: lines(values.columns.map((c) => `${c.name} ${c.type}`)) });
  return rows;
}

/** Step 6: a summary of every step with a link back to it, and the exact request (secrets as shell variables). */
export function ReviewStep({ values, body, request, onEdit }: Props) {
  const kind = values.kind || undefined;
  const sections: { step: number; rows: DetailRow[]; empty?: string }[] = [
    {
      step: 0,
      rows: [
        { label: 'Name', value: values.name },
        { label: 'Source', value: kind ? SOURCE_KIND_LABELS[kind] : '—' },
      ],
    },
    { step: 1, rows: connectionRows(values, body) },
    { step: 2, rows: destinationRows(values, body) },
    {
      step: 3,
      rows:
        kind === 'postgres'
          ? []
          : [{ label: 'Field mappings', value: lines((body.fieldMappings ?? []).map((m) => `${m.sourceField} → ${m.destinationField}`)) }],
    },
    {
      step: 4,
      rows: kind
        ? [...pipeFieldRows('scaling', kind, body.scaling as Rec | undefined), ...pipeFieldRows('settings', kind, body.settings as Rec | undefined)]
        : [],
      empty: kind === 'postgres' ? undefined : 'The service’s defaults.',
    },
  ];
  const skipped = skippedSteps(kind);
  return (
    <Stack gap="lg">
      {sections
        .filter(({ step }) => !skipped.has(step))
        .map(({ step, rows, empty }) => (
          <Stack key={step} gap={4}>
            <Group justify="space-between">
              <Title order={3} size="h5">
                {WIZARD_STEPS[step]}
              </Title>
              <Anchor component="button" type="button" size="sm" onClick={() => onEdit(step)} aria-label={`Edit ${WIZARD_STEPS[step]}`}>
                Edit
              </Anchor>
            </Group>
            {rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                {empty ?? 'Nothing to set for this kind.'}
              </Text>
            ) : (
              <DetailTable rows={rows} labelWidth="35%" />
            )}
          </Stack>
        ))}
      <Stack gap={4}>
        <Title order={3} size="h5">
          Request
        </Title>
        <RequestPreviewTabs request={request} />
      </Stack>
    </Stack>
  );
}
