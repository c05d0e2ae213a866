import { SimpleGrid } from '@mantine/core';
import { ControlledSelect, ControlledTextInput, type FormControl } from '../../../components/form';
import { ALERT_INTERVALS, type AlertInterval } from '../../../contract';
import { INTERVAL_LABELS } from '../alertDisplay';

/** The fields both dialects' alert forms share (narrowControl gives them their control). */
export interface AlertSharedValues {
  interval?: AlertInterval | null;
  dashboardId?: string | null;
  tileId?: string | null;
}

/** The interval an alert is evaluated over. */
export function AlertIntervalField({ control }: { control: FormControl<AlertSharedValues> }) {
  return (
    <ControlledSelect
      control={control}
      name="interval"
      label="Interval"
      description={`Required. One of ${ALERT_INTERVALS.join(', ')}.`}
      data={ALERT_INTERVALS.map((value) => ({ value, label: `${INTERVAL_LABELS[value]} (${value})` }))}
      allowDeselect={false}
      withAsterisk
    />
  );
}

/** The dashboard and tile a tile alert watches. */
export function AlertTileFields({ control, tileDescription }: { control: FormControl<AlertSharedValues>; tileDescription: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <ControlledTextInput
        control={control}
        name="dashboardId"
        emptyAsUndefined
        label="Dashboard ID"
        description="Required for a tile alert: the dashboard that holds the tile."
        withAsterisk
      />
      <ControlledTextInput control={control} name="tileId" emptyAsUndefined label="Tile ID" description={tileDescription} withAsterisk />
    </SimpleGrid>
  );
}
