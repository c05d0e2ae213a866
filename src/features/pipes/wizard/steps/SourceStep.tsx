import { Radio, SimpleGrid, Stack } from '@mantine/core';
import { useController } from 'react-hook-form';
import { ControlledTextInput, type FormControl } from '../../../../components/form';
import type { PipeSourceKind } from '../../../../contract';
import type { WizardValues } from '../wizardValues';
import { ChoiceCard } from '../../../../components/ChoiceCard';

const KINDS: { kind: PipeSourceKind; title: string; line: string }[] = [
  { kind: 'kafka', title: 'Message stream', line: 'A Kafka-compatible stream: Kafka, Confluent, MSK, Redpanda, Event Hubs and others.' },
  { kind: 'objectStorage', title: 'Object storage', line: 'Files in a bucket (S3, GCS, Azure Blob Storage...), once or continuously.' },
  { kind: 'kinesis', title: 'Kinesis-type stream', line: 'An Amazon Kinesis data stream.' },
  { kind: 'postgres', title: 'Relational database', line: 'A Postgres database, replicated table by table (change data capture).' },
];

/** Step 1: the pipe's name and its source kind, as large choices. */
export function SourceStep({ control }: { control: FormControl<WizardValues> }) {
  const { field, fieldState } = useController({ control, name: 'kind' });
  return (
    <Stack gap="md">
      <ControlledTextInput control={control} name="name" label="Pipe name" description="Shown in the pipes list." withAsterisk data-autofocus />
      <Radio.Group
        ref={field.ref}
        name={field.name}
        value={field.value}
        onChange={(v) => field.onChange(v)}
        label="Where does the data come from?"
        error={fieldState.error?.message}
        withAsterisk
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {KINDS.map((k) => {
            const checked = field.value === k.kind;
            return <ChoiceCard key={k.kind} value={k.kind} title={k.title} line={k.line} checked={checked} p="md" />;
          })}
        </SimpleGrid>
      </Radio.Group>
    </Stack>
  );
}
