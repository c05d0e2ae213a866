import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { WRAPPING_BUTTON } from '../../../../components/wrappingButton';
import { columnsFromSample } from '../sampleColumns';
import type { ColumnRow } from '../wizardValues';

/**
 * Paste one record to propose the columns, their types and the field mappings. The sample stays in
 * this component's state: it is never sent nor kept in the draft.
 */
export function SampleColumns({ delimiter, onPropose }: { delimiter?: string; onPropose: (rows: ColumnRow[]) => void }) {
  const [sample, setSample] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const propose = () => {
    const result = columnsFromSample(sample, delimiter || ',');
    if (!result.ok) return setMessage({ ok: false, text: result.error });
    onPropose(result.rows);
    setMessage({
      ok: true,
      text: `${result.rows.length} columns proposed from the ${result.format} sample, each mapped from the field of the same name. Edit them below.`,
    });
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="Sample record (optional)"
        description="One JSON object, or a CSV header line and one data line. It stays in this browser: nothing of it is sent."
        placeholder={'{"id": 1, "email": "a@example.com", "created": "2024-05-01 10:00:00"}'}
        autosize
        minRows={2}
        maxRows={8}
        value={sample}
        onChange={(e) => setSample(e.currentTarget.value)}
        error={message && !message.ok ? message.text : undefined}
      />
      <Group>
        <Button variant="light" onClick={propose} disabled={sample.trim() === ''} maw="100%" styles={WRAPPING_BUTTON}>
          Propose columns from the sample
        </Button>
      </Group>
      {message?.ok && (
        <Alert color="teal" variant="light" role="status">
          <Text size="sm">{message.text}</Text>
        </Alert>
      )}
    </Stack>
  );
}
