import { Alert, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { ControlledNumberInput, type FormControl, narrowControl } from '../../../components/form';
import { SectionCard } from '../../../components/SectionCard';
import type { AlertCreateInput } from '../../../contract';
import { AlertIntervalField, AlertTileFields, type AlertSharedValues } from './AlertSharedFields';
import { AlertTextSection, type AlertTextValues } from './AlertTextSection';
import { ControlledSegmentedControl } from './ControlledChoice';
import { CodeName } from '../../../components/Name';
import { useWebhooks } from '../catalogue';
import { IdPicker } from './IdPicker';

/**
 * Every field of the contract's create body (session alertsDialect `contract`), shared by Create
 * alert and Edit alert (PUT sends the same body); HyperDX's are in HyperdxAlertFields. A saved-search alert has no dashboard or tile: those fields are hidden (and not sent),
 * and the form says that the body has no field for the saved search itself.
 */
export function AlertFields({ control, savedSearchId }: { control: FormControl<AlertCreateInput>; savedSearchId?: string }) {
  const shared = narrowControl<AlertSharedValues, AlertCreateInput>(control);
  const source = useWatch({ control, name: 'source' });
  const webhooks = useWebhooks();
  return (
    <>
      <SectionCard title="Condition" description="The alert fires when the measured value crosses the threshold during an interval.">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <ControlledSegmentedControl
            control={control}
            name="thresholdType"
            label="Threshold type"
            description="Fire above or below the threshold."
            data={[
              { value: 'above', label: 'Above' },
              { value: 'below', label: 'Below' },
            ]}
          />
          <ControlledNumberInput control={control} name="threshold" label="Threshold" description="Required. Any number." withAsterisk />
          <AlertIntervalField control={shared} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title="What it watches" description="A tile of a dashboard, or a saved search.">
        <ControlledSegmentedControl
          control={control}
          name="source"
          label="Source"
          description="Required. A tile alert needs the dashboard and the tile."
          data={[
            { value: 'tile', label: 'Dashboard tile' },
            { value: 'search', label: 'Saved search' },
          ]}
        />
        {source === 'search' ? (
          <SavedSearchNote savedSearchId={savedSearchId} />
        ) : (
          <AlertTileFields control={shared} tileDescription="Required for a tile alert: the tile on that dashboard." />
        )}
      </SectionCard>
      <SectionCard title="Delivery" description="Where the alert is sent when it fires.">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Channel type" description="Webhook is the only channel type." value="Webhook" readOnly variant="filled" />
          <IdPicker
            control={control}
            name="channel.webhookId"
            label="Webhook"
            noun="webhook"
            list={webhooks}
            description="Required. The webhook to notify."
            withAsterisk
          />
        </SimpleGrid>
      </SectionCard>
      <AlertTextSection control={narrowControl<AlertTextValues, AlertCreateInput>(control)} />
    </>
  );
}

function SavedSearchNote({ savedSearchId }: { savedSearchId?: string }) {
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title="No field for the saved search" data-testid="saved-search-note">
      <Text size="sm">
        The alert API&apos;s create body has no field for the saved search, so this form cannot choose one and sends no dashboard or tile.
        {savedSearchId && (
          <>
            {' '}
            This alert watches the saved search <CodeName value={savedSearchId} />; the request cannot name it.
          </>
        )}
      </Text>
    </Alert>
  );
}
