import { useFormShell } from '../../../components/form';
import { AlertFormFrame, alertPath, useAlertDone } from './AlertFormFrame';
import { hyperdxReplaceBodyOf, operations, type Alert, type HyperdxAlertBody, type HyperdxAlertBodyInput } from '../../../contract';
import { isAlertField } from './alertFormFields';
import { HyperdxAlertFields } from './HyperdxAlertFields';
import { hyperdxAlertFormSchema, hyperdxEditBody } from './hyperdxBody';

/** The form's values of an alert as read: its request, without `channel` (the form edits `channels`; the body repeats the first). */
function formValuesOf(alert: Alert): HyperdxAlertBodyInput {
  const { channel: _first, ...values } = hyperdxReplaceBodyOf(alert);
  return values;
}

/**
 * Edit alert against HyperDX (PUT /api/v2/alerts/{id}): a full replace, not a merge. The form
 * starts from the alert as read, and the body is that alert (every request field, those the form
 * does not show too) overlaid with the form's values (hyperdxEditBody).
 */
export function HyperdxEditAlertForm({ alert }: { alert: Alert }) {
  const done = useAlertDone('edit');
  const alertPage = alertPath(alert.id);
  const shell = useFormShell({
    operation: operations.replaceAlert,
    params: { alertId: alert.id },
    schema: hyperdxAlertFormSchema,
    defaultValues: formValuesOf(alert),
    mode: 'onTouched',
    oncePerValues: true,
    request: (body: HyperdxAlertBody) => hyperdxEditBody(alert, body),
    onSuccess: done,
    hasField: isAlertField,
  });

  return (
    <AlertFormFrame shell={shell} kind="edit" cancelTo={alertPage}>
      <HyperdxAlertFields control={shell.form.control} />
    </AlertFormFrame>
  );
}
