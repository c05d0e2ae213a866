import { SimpleGrid } from '@mantine/core';
import { ControlledNumberInput, ControlledTextInput, type FormControl } from '../../../components/form';
import { SectionCard } from '../../../components/SectionCard';
import { NUM_CONSECUTIVE_WINDOWS_MIN, SCHEDULE_OFFSET_MINUTES_MIN, type HyperdxAlertBodyInput } from '../../../contract';

/** HyperDX's evaluation options: consecutive windows, and the schedule's offset and start (all optional). */
export function AlertScheduleSection({ control }: { control: FormControl<HyperdxAlertBodyInput> }) {
  return (
    <SectionCard title="Evaluation" description="Optional. Leave a field empty to use the service's default.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ControlledNumberInput
          control={control}
          name="numConsecutiveWindows"
          label="Consecutive windows"
          description={`Optional. A whole number of at least ${NUM_CONSECUTIVE_WINDOWS_MIN}: fire only once the condition holds for this many windows in a row (until then the alert is pending).`}
          min={NUM_CONSECUTIVE_WINDOWS_MIN}
        />
        <ControlledNumberInput
          control={control}
          name="scheduleOffsetMinutes"
          label="Schedule offset (minutes)"
          description={`Optional. Whole minutes after each interval boundary, at least ${SCHEDULE_OFFSET_MINUTES_MIN}: 2 with a 5m interval checks at :02, :07, :12 (UTC).`}
          min={SCHEDULE_OFFSET_MINUTES_MIN}
        />
      </SimpleGrid>
      <ControlledTextInput
        control={control}
        name="scheduleStartAt"
        emptyAsUndefined
        label="Schedule start (UTC)"
        placeholder="2026-02-08T10:00:00Z"
        description="Optional. Windows start at this date and time and repeat every interval: ISO 8601, ending in Z or an offset such as +02:00."
      />
    </SectionCard>
  );
}
