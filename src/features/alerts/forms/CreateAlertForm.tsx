import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useForm, type DefaultValues } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { ControlledNumberInput } from '../../../components/form/ControlledNumberInput';
import { ControlledSelect } from '../../../components/form/ControlledSelect';
import { ControlledTextInput } from '../../../components/form/ControlledTextInput';
import { applyServerFieldError } from '../../../components/form/serverErrors';
import { RequestPreviewButton, type PreviewRequest } from '../../../components/RequestPreview';
import { ALERT_INTERVALS, alertCreateSchema, type AlertCreate, type AlertCreateInput } from '../../../contract';
import { INTERVAL_LABELS } from '../alertDisplay';
import { useCreateAlert } from '../queries';
import { ControlledSegmentedControl, ControlledTextarea } from './ControlledChoice';
import { toRequestBody } from './toRequestBody';
import { SectionCard } from '../../../components/SectionCard';

const FIELDS = new Set(['threshold', 'interval', 'source', 'thresholdType', 'channel', 'channel.type', 'channel.webhookId', 'dashboardId', 'tileId', 'name', 'message']);

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
  const form = useForm<AlertCreateInput, unknown, AlertCreate>({
    resolver: zodResolver(alertCreateSchema),
    defaultValues: DEFAULTS,
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, trigger, getValues } = form;

  const submit = handleSubmit((values) =>
    create.mutate(toRequestBody(values), {
      onSuccess: (alert) => {
        notifications.show({ color: 'green', title: 'Alert created', message: `“${alert.name || 'Unnamed alert'}” has the id ${alert.id}.` });
        navigate(`/alerts/${encodeURIComponent(alert.id)}`);
      },
      onError: (error) => applyServerFieldError(error, setError, (path) => FIELDS.has(path)),
    }),
  );

  const previewRequest = async (): Promise<PreviewRequest | null> => {
    if (!(await trigger())) return null;
    const parsed = alertCreateSchema.safeParse(getValues());
    return parsed.success ? { method: 'POST', path: '/api/v2/alerts', body: toRequestBody(parsed.data), api: 'alerts' } : null;
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create alert">
      <Stack gap="lg">
        {create.isError && <ApiErrorAlert error={create.error} title="The alert was not created" />}
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
            <ControlledTextInput control={control} name="dashboardId" emptyAsUndefined label="Dashboard ID" description="Required for a tile alert: the dashboard that holds the tile." />
            <ControlledTextInput control={control} name="tileId" emptyAsUndefined label="Tile ID" description="Required for a tile alert: the tile on that dashboard." />
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
          <ControlledTextarea control={control} name="message" label="Message" description="Optional. 1 to 4096 characters, attached to the alert." />
        </SectionCard>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/alerts" variant="default">
            Cancel
          </Button>
          <RequestPreviewButton getRequest={previewRequest} />
          <Button type="submit" loading={create.isPending} disabled={create.isPending}>
            Create alert
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
