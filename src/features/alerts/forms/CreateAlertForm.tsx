import type { DefaultValues } from 'react-hook-form';
import { useFormShell } from '../../../components/form';
import { AlertFormFrame, useAlertDone } from './AlertFormFrame';
import { alertCreateSchema, operations, type AlertCreate, type AlertCreateInput } from '../../../contract';
import { AlertFields } from './AlertFields';
import { useAlertLookup } from './alertLookup';
import { isAlertField } from './alertFormFields';
import { toRequestBody } from './toRequestBody';

/** Threshold and webhook start empty (the person must choose them); the rest start at a common choice. */
const DEFAULTS: DefaultValues<AlertCreateInput> = {
  interval: '5m',
  source: 'tile',
  thresholdType: 'above',
  channel: { type: 'webhook', webhookId: '' },
};

/** Create alert (POST /api/v2/alerts): every field of the request, judged by the contract schema. */
export function CreateAlertForm() {
  const done = useAlertDone('create');
  const shell = useFormShell<AlertCreateInput, AlertCreate, typeof operations.createAlert>({
    operation: operations.createAlert,
    params: {},
    schema: alertCreateSchema,
    defaultValues: DEFAULTS,
    mode: 'onTouched',
    request: toRequestBody,
    onSuccess: done,
    hasField: isAlertField,
    lookup: useAlertLookup(),
    // Nothing typed is lost: a draft in this tab, and leaving with unsaved input asks first.
    keepInTab: true,
  });

  return (
    <AlertFormFrame shell={shell} kind="create" cancelTo="/alerts">
      <AlertFields control={shell.form.control} />
    </AlertFormFrame>
  );
}
