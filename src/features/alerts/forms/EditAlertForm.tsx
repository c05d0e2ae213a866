import { useFormShell } from '../../../components/form/useFormShell';
import { AlertFormFrame, alertPath, useAlertDone } from './AlertFormFrame';
import { previewOf } from '../../../components/requestPreviewText';
import { alertRefs, alertUpdateSchema, operations, replaceBodyOf, type Alert, type AlertCreate, type AlertCreateInput } from '../../../contract';
import { useReplaceAlert } from '../queries';
import { AlertFields } from './AlertFields';
import { isAlertField } from './alertFormFields';
import { toRequestBody } from './toRequestBody';

/**
 * Edit alert (PUT /api/v2/alerts/{id}): a full replace, not a merge, so the form starts from the
 * whole alert as read and sends every field of it (what is left empty is gone afterwards).
 */
export function EditAlertForm({ alert }: { alert: Alert }) {
  const done = useAlertDone('edit');
  const replace = useReplaceAlert(alert.id);
  const alertPage = alertPath(alert.id);
  const shell = useFormShell<AlertCreateInput, AlertCreate, Alert>({
    schema: alertUpdateSchema,
    defaultValues: replaceBodyOf(alert),
    mode: 'onTouched',
    oncePerValues: true,
    send: (body) => replace.mutateAsync(toRequestBody(body)),
    onSuccess: done,
    hasField: isAlertField,
    preview: (body) => previewOf(operations.replaceAlert, { alertId: alert.id }, toRequestBody(body)),
  });

  return (
    <AlertFormFrame shell={shell} kind="edit" cancelTo={alertPage}>
      <AlertFields control={shell.form.control} savedSearchId={alertRefs(alert).savedSearchId} />
    </AlertFormFrame>
  );
}
