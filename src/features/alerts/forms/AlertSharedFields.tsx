import { SimpleGrid } from '@mantine/core';
import { useController, useWatch } from 'react-hook-form';
import { ControlledSelect, type FormControl } from '../../../components/form';
import { ALERT_INTERVALS, type AlertInterval } from '../../../contract';
import { INTERVAL_LABELS } from '../alertDisplay';
import { tilesOf, useDashboards } from '../catalogue';
import { IdPicker } from './IdPicker';

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

/**
 * The dashboard and tile a tile alert watches, chosen from the alert API's dashboards: the tiles
 * are the chosen dashboard's, those no alert can watch shown disabled with the reason. Choosing
 * another dashboard clears a tile it does not hold. Either id can be pasted (IdPicker).
 */
export function AlertTileFields({ control, tileDescription }: { control: FormControl<AlertSharedValues>; tileDescription: string }) {
  const { query, list } = useDashboards();
  const dashboardId = useWatch({ control, name: 'dashboardId' });
  const tile = useController({ control, name: 'tileId' });
  const dashboard = query.data?.data.find((d) => d.id === dashboardId);
  const tiles = { ...list, entries: tilesOf(dashboard) };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <IdPicker
        control={control}
        name="dashboardId"
        label="Dashboard"
        noun="dashboard"
        list={list}
        description="Required for a tile alert: the dashboard that holds the tile."
        withAsterisk
        onPicked={(id) => {
          const next = query.data?.data.find((d) => d.id === id);
          if (tile.field.value && !tilesOf(next).some((t) => t.id === tile.field.value)) tile.field.onChange(undefined);
        }}
      />
      <IdPicker
        control={control}
        name="tileId"
        label="Tile"
        noun="tile"
        list={tiles}
        description={dashboardId ? tileDescription : `${tileDescription} Choose the dashboard first.`}
        withAsterisk
      />
    </SimpleGrid>
  );
}
