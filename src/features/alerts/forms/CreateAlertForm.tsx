import { Button, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DefaultValues } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { ControlledNumberInput } from '../../../components/form/ControlledNumberInput';
import { ControlledSelect } from '../../../components/form/ControlledSelect';
import { ControlledTextInput } from '../../../components/form/ControlledTextInput';
import { FormShellForm } from '../../../components/form/FormShellForm';
import { useFormShell } from '../../../components/form/useFormShell';
import { ALERT_INTERVALS, alertCreateSchema, operations, type AlertCreateInput } from '../../../contract';
import { INTERVAL_LABELS } from '../alertDisplay';
import { useCreateAlert } from '../queries';
import { ControlledSegmentedControl } from './ControlledChoice';
import { ControlledTextarea } from '../../../components/form/ControlledTextarea';
import { toRequestBody } from './toRequestBody';
import { SectionCard } from '../../../components/SectionCard';
import { previewOf } from '../../../components/requestPreviewText';

const FIELDS = new Set([
  'threshold',
  'interval',
  'source',
  'thresholdType',
  'channel',
  'channel.type',
  'channel.webhookId',
  'dashboardId',
  'tileId',
  'name',
  'message',
]);

/** Threshold and webhook start empty (the person must choose them); the rest start at a common choice. */
const DEFAULTS: DefaultValues<AlertCreateInput> = {
  interval: '5m',
  source: 'tile',
  thresholdType: 'above',
  channel: { type: 'webhook', webhookId: '' },
};

/** Create alert (POST /api/v2/alerts): every field of the request, judged by the contract schema. */
export function CreateAlertForm() {
  const navigate = useNavigate();
  const create = useCreateAlert();
  const shell = useFormShell({
    schema: alertCreateSchema,
    defaultValues: DEFAULTS,
    mode: 'onTouched',
    send: (body) => create.mutateAsync(toRequestBody(body)),
    onSuccess: (alert) => {
      notifications.show({ color: 'green', title: 'Alert created', message: `“${alert.name || 'Unnamed alert'}” has the id ${alert.id}.` });
      void navigate(`/alerts/${encodeURIComponent(alert.id)}`);
    },
    hasField: (path) => FIELDS.has(path),
    preview: (body) => previewOf(operations.createAlert, {}, toRequestBody(body)),
  });
  const { control } = shell.form;

  return (
    <FormShellForm
      shell={shell}
      label="Create alert"
      keyRoleGated={false}
      submitLabel="Create alert"
      errorTitle="The alert was not created"
      gap="lg"
      actions={
        <Button component={Link} to="/alerts" variant="default">
          Cancel
        </Button>
      }
    >
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
          <ControlledSelect
            control={control}
            name="interval"
            label="Interval"
            description={`Required. One of ${ALERT_INTERVALS.join(', ')}.`}
            data={ALERT_INTERVALS.map((value) => ({ value, label: `${INTERVAL_LABELS[value]} (${value})` }))}
            allowDeselect={false}
            withAsterisk
          />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title="What it watches" description="A tile of a dashboard, or a saved search.">
        <ControlledSegmentedControl
          control={control}
          name="source"
          label="Source"
          description="Required. A tile alert needs the dashboard ID and the tile ID."
          data={[
            { value: 'tile', label: 'Dashboard tile' },
            { value: 'search', label: 'Saved search' },
          ]}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ControlledTextInput
            control={control}
            name="dashboardId"
            emptyAsUndefined
            label="Dashboard ID"
            description="Required for a tile alert: the dashboard that holds the tile."
          />
          <ControlledTextInput
            control={control}
            name="tileId"
            emptyAsUndefined
            label="Tile ID"
            description="Required for a tile alert: the tile on that dashboard."
          />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title="Delivery" description="Where the alert is sent when it fires.">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Channel type" description="Webhook is the only channel type." value="Webhook" readOnly variant="filled" />
          <ControlledTextInput control={control} name="channel.webhookId" label="Webhook ID" description="Required. The webhook to notify." withAsterisk />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title="Name and message" description="Optional. Leave them empty to send nothing.">
        <ControlledTextInput control={control} name="name" emptyAsUndefined label="Name" description="Optional. 1 to 512 characters." />
        <ControlledTextarea
          control={control}
          name="message"
          emptyAsUndefined
          autosize
          minRows={2}
          maxRows={8}
          label="Message"
          description="Optional. 1 to 4096 characters, attached to the alert."
        />
      </SectionCard>
    </FormShellForm>
  );
}
