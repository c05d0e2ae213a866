import type { DefaultValues } from 'react-hook-form';
import { useFormShell } from '../../../components/form';
import { AlertFormFrame, useAlertDone } from './AlertFormFrame';
import { operations, type HyperdxAlertBody, type HyperdxAlertBodyInput } from '../../../contract';
import { useAlertLookup } from './alertLookup';
import { isAlertField } from './alertFormFields';
import { HyperdxAlertFields } from './HyperdxAlertFields';
import { hyperdxAlertFormSchema, toHyperdxBody } from './hyperdxBody';

/** Threshold and webhook start empty (the person must choose them); the rest start at a common choice. */
const DEFAULTS: DefaultValues<HyperdxAlertBodyInput> = {
  interval: '5m',
  source: 'tile',
  thresholdType: 'above',
  channels: [],
};

/** Create alert against HyperDX (POST /api/v2/alerts): its request, judged by its document's rules. */
export function HyperdxCreateAlertForm() {
  const done = useAlertDone('create');
  const shell = useFormShell({
    operation: operations.createAlert,
    params: {},
    schema: hyperdxAlertFormSchema,
    defaultValues: DEFAULTS,
    mode: 'onTouched',
    request: toHyperdxBody,
    onSuccess: done,
    hasField: isAlertField,
    lookup: useAlertLookup<HyperdxAlertBody, HyperdxAlertBodyInput>(),
    // Nothing typed is lost: a draft in this tab, and leaving with unsaved input asks first.
    keepInTab: true,
  });

  return (
    <AlertFormFrame shell={shell} kind="create" cancelTo="/alerts">
      <HyperdxAlertFields control={shell.form.control} />
    </AlertFormFrame>
  );
}
