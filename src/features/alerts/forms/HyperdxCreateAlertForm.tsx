import type { DefaultValues } from 'react-hook-form';
import { useFormShell } from '../../../components/form/useFormShell';
import { AlertFormFrame, useAlertDone } from './AlertFormFrame';
import { previewOf } from '../../../components/requestPreviewText';
import { operations, type Alert, type HyperdxAlertBody, type HyperdxAlertBodyInput } from '../../../contract';
import { useCreateAlert } from '../queries';
import { useAlertLookup } from './alertLookup';
import { isAlertField } from './alertFormFields';
import { HyperdxAlertFields } from './HyperdxAlertFields';
import { hyperdxAlertFormSchema, toHyperdxBody } from './hyperdxBody';

/** Threshold and webhook start empty (the person must choose them); the rest start at a common choice. */
const DEFAULTS: DefaultValues<HyperdxAlertBodyInput> = {
  interval: '5m',
  source: 'tile',
  thresholdType: 'above',
  channels: [{ type: 'webhook', webhookId: '' }],
};

/** Create alert against HyperDX (POST /api/v2/alerts): its request, judged by its document's rules. */
export function HyperdxCreateAlertForm() {
  const done = useAlertDone('create');
  const create = useCreateAlert();
  const shell = useFormShell<HyperdxAlertBodyInput, HyperdxAlertBody, Alert>({
    schema: hyperdxAlertFormSchema,
    defaultValues: DEFAULTS,
    mode: 'onTouched',
    send: (body) => create.mutateAsync(toHyperdxBody(body)),
    onSuccess: done,
    hasField: isAlertField,
    preview: (body) => previewOf(operations.createAlert, {}, toHyperdxBody(body)),
    lookup: useAlertLookup<HyperdxAlertBody, HyperdxAlertBodyInput>(),
  });

  return (
    <AlertFormFrame shell={shell} kind="create" cancelTo="/alerts">
      <HyperdxAlertFields control={shell.form.control} />
    </AlertFormFrame>
  );
}
