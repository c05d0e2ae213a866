import { useFormShell } from '../../../components/form';
import { AlertFormFrame, alertPath, useAlertDone } from './AlertFormFrame';
import { alertRefs, alertUpdateSchema, operations, replaceBodyOf, type Alert } from '../../../contract';
import { AlertFields } from './AlertFields';
import { isAlertField } from './alertFormFields';
import { toRequestBody } from './toRequestBody';

/**
 * Edit alert (PUT /api/v2/alerts/{id}): a full replace, not a merge, so the form starts from the
 * whole alert as read and sends every field of it (what is left empty is gone afterwards).
 */
export function EditAlertForm({ alert }: { alert: Alert }) {
  const done = useAlertDone('edit');
  const alertPage = alertPath(alert.id);
  const shell = useFormShell({
    operation: operations.replaceAlert,
    params: { alertId: alert.id },
    schema: alertUpdateSchema,
    defaultValues: replaceBodyOf(alert),
    mode: 'onTouched',
    oncePerValues: true,
    request: toRequestBody,
    onSuccess: done,
    hasField: isAlertField,
  });

  return (
    <AlertFormFrame shell={shell} kind="edit" cancelTo={alertPage}>
      <AlertFields control={shell.form.control} savedSearchId={alertRefs(alert).savedSearchId} />
    </AlertFormFrame>
  );
}
