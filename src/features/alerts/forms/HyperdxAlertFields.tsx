import { SimpleGrid } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { ControlledNumberInput, ControlledSelect, ControlledTextInput, type FormControl, narrowControl } from '../../../components/form';
import { SectionCard } from '../../../components/SectionCard';
import { ALERT_CHANNELS_COUNT, HYPERDX_THRESHOLD_TYPES, isRangeThresholdType, type HyperdxAlertBodyInput } from '../../../contract';
import { thresholdTypeLabel } from '../alertDisplay';
import { useSavedSearches, useWebhooks } from '../catalogue';
import { IdPicker, WebhooksPicker } from './IdPicker';
import { AlertScheduleSection } from './AlertScheduleSection';
import { AlertIntervalField, AlertTileFields, type AlertSharedValues } from './AlertSharedFields';
import { AlertTextSection, type AlertTextValues } from './AlertTextSection';
import { ControlledSegmentedControl } from './ControlledChoice';

/**
 * Every field of HyperDX's alert request (session alertsDialect `hyperdx`), shared by Create alert
 * and Edit alert: the eight threshold types with the upper bound of a range, a tile or a saved
 * search (its ID and group-by key), several webhooks, consecutive windows and the schedule.
 * Fields that do not apply (the upper bound of a one-sided type, the other source's IDs) are
 * hidden and not sent (hyperdxBody.ts).
 */
export function HyperdxAlertFields({ control }: { control: FormControl<HyperdxAlertBodyInput> }) {
  const shared = narrowControl<AlertSharedValues, HyperdxAlertBodyInput>(control);
  const [source, thresholdType] = useWatch({ control, name: ['source', 'thresholdType'] });
  const range = isRangeThresholdType(thresholdType);
  const savedSearches = useSavedSearches();
  const webhooks = useWebhooks();
  return (
    <>
      <SectionCard title="Condition" description="The alert fires when the measured value meets the condition during an interval.">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ControlledSelect
            control={control}
            name="thresholdType"
            label="Threshold type"
            description="Required. How the value is compared with the threshold."
            data={HYPERDX_THRESHOLD_TYPES.map((value) => ({ value, label: `${thresholdTypeLabel(value)} (${value})` }))}
            allowDeselect={false}
            withAsterisk
          />
          <AlertIntervalField control={shared} />
          <ControlledNumberInput
            control={control}
            name="threshold"
            label="Threshold"
            description={range ? 'Required. The lower bound of the range.' : 'Required. Any number.'}
            withAsterisk
          />
          {range && (
            <ControlledNumberInput
              control={control}
              name="thresholdMax"
              label="Upper bound"
              description="Required for between and not between: at least the threshold."
              withAsterisk
            />
          )}
        </SimpleGrid>
      </SectionCard>
      <SectionCard title="What it watches" description="A tile of a dashboard, or a saved search.">
        <ControlledSegmentedControl
          control={control}
          name="source"
          label="Source"
          description="Required. A tile alert needs the dashboard and the tile; a saved-search alert the saved search."
          data={[
            { value: 'tile', label: 'Dashboard tile' },
            { value: 'saved_search', label: 'Saved search' },
          ]}
        />
        {source === 'saved_search' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <IdPicker
              control={control}
              name="savedSearchId"
              label="Saved search"
              noun="saved search"
              list={savedSearches}
              description="Required for a saved-search alert: the saved search it watches."
              withAsterisk
            />
            <ControlledTextInput
              control={control}
              name="groupBy"
              emptyAsUndefined
              label="Group by"
              description="Optional. A key to evaluate the alert per group, e.g. ServiceName."
            />
          </SimpleGrid>
        ) : (
          <AlertTileFields control={shared} tileDescription="Required for a tile alert: a line, stacked bar or number tile on that dashboard." />
        )}
      </SectionCard>
      <SectionCard title="Delivery" description="Where the alert is sent when it fires or resolves.">
        <WebhooksPicker
          control={control}
          name="channels"
          label="Webhooks"
          list={webhooks}
          max={ALERT_CHANNELS_COUNT.max}
          description={`Required. ${ALERT_CHANNELS_COUNT.min} to ${ALERT_CHANNELS_COUNT.max} webhooks, each once; all are notified when the alert fires or resolves.`}
        />
      </SectionCard>
      <AlertScheduleSection control={control} />
      <AlertTextSection control={narrowControl<AlertTextValues, HyperdxAlertBodyInput>(control)} />
    </>
  );
}
