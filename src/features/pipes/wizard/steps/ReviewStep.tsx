import { Anchor, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { RequestPreviewTabs } from '../../../../components/RequestPreview';
import type { ReactNode } from 'react';
import { redactSecrets, type PreviewRequest } from '../../../../components/requestPreviewText';
import { SOURCE_KIND_LABELS } from '../../../../entities/pipeState';
import type { PipeCreateInput } from '../../../../contract';
import { WIZARD_STEPS } from '../wizardErrors';
import type { WizardValues } from '../wizardValues';

interface Props {
  values: WizardValues;
  body: PipeCreateInput;
  request: PreviewRequest;
  onEdit: (step: number) => void;
}

const json = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));

/** Step 6: a summary of every step with a link back to it, and the exact request (secrets as shell variables). */
export function ReviewStep({ values, body, request, onEdit }: Props) {
  const source = (body.source as Record<string, unknown>)[values.kind] as Record<string, unknown> | undefined;
  const sections: { step: number; rows: [string, ReactNode][] }[] = [
    {
      step: 0,
      rows: [
        ['Name', values.name],
        ['Source', values.kind ? SOURCE_KIND_LABELS[values.kind] : '—'],
      ],
    },
    { step: 1, rows: Object.entries((redactSecrets(source ?? {}).body as Record<string, unknown>) ?? {}).map(([k, v]) => [k, <Code key={k}>{json(v)}</Code>]) },
    {
      step: 2,
      rows: Object.entries(body.destination ?? {})
        .filter(([k]) => k !== 'columns')
        .map(([k, v]) => [k, <Code key={k}>{json(v)}</Code>] as [string, ReactNode])
        .concat(values.kind === 'postgres' ? [] : [['columns', `${values.columns.length}: ${values.columns.map((c) => `${c.name} ${c.type}`).join(', ')}`]]),
    },
    {
      step: 3,
      rows: values.kind === 'postgres' ? [] : [['mappings', (body.fieldMappings ?? []).map((m) => `${m.sourceField} → ${m.destinationField}`).join(', ')]],
    },
    {
      step: 4,
      rows: [
        ['scaling', <Code key="s">{json(body.scaling)}</Code>],
        ['settings', <Code key="t">{json(body.settings)}</Code>],
      ],
    },
  ];
  return (
    <Stack gap="lg">
      {sections.map(({ step, rows }) => (
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
              Nothing to set for this kind.
            </Text>
          ) : (
            <Table withRowBorders={false} verticalSpacing={2} style={{ tableLayout: 'fixed' }}>
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Td w={200} c="dimmed" fz="sm">
                      {label}
                    </Table.Td>
                    <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {value}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
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
