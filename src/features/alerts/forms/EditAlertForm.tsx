import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router-dom';
import { FormShellForm } from '../../../components/form/FormShellForm';
import { useFormShell } from '../../../components/form/useFormShell';
import { previewOf } from '../../../components/requestPreviewText';
import { alertRefs, alertUpdateSchema, operations, replaceBodyOf, type Alert, type AlertCreate, type AlertCreateInput } from '../../../contract';
import { useReplaceAlert } from '../queries';
import { AlertFields } from './AlertFields';
import { isAlertField } from './alertFormFields';
import { toRequestBody } from './toRequestBody';
import { useForgetRefusedToken } from './useForgetRefusedToken';

/**
 * Edit alert (PUT /api/v2/alerts/{id}): a full replace, not a merge, so the form starts from the
 * whole alert as read and sends every field of it (what is left empty is gone afterwards).
 */
export function EditAlertForm({ alert }: { alert: Alert }) {
  const navigate = useNavigate();
  const replace = useReplaceAlert(alert.id);
  const alertPage = `/alerts/${encodeURIComponent(alert.id)}`;
  const shell = useFormShell<AlertCreateInput, AlertCreate, Alert>({
    schema: alertUpdateSchema,
    defaultValues: replaceBodyOf(alert),
    mode: 'onTouched',
    oncePerValues: true,
    send: (body) => replace.mutateAsync(toRequestBody(body)),
    onSuccess: (saved) => {
      notifications.show({ color: 'green', title: 'Alert saved', message: `“${saved.name || 'Unnamed alert'}” was replaced with what you sent.` });
      void navigate(alertPage);
    },
    hasField: isAlertField,
    preview: (body) => previewOf(operations.replaceAlert, { alertId: alert.id }, toRequestBody(body)),
  });
  useForgetRefusedToken(shell);

  return (
    <FormShellForm
      shell={shell}
      label="Edit alert"
      keyRoleGated={false}
      submitLabel="Save alert"
      errorTitle="The alert was not saved"
      gap="lg"
      actions={
        <Button component={Link} to={alertPage} variant="default">
          Cancel
        </Button>
      }
    >
      <AlertFields control={shell.form.control} savedSearchId={alertRefs(alert).savedSearchId} />
    </FormShellForm>
  );
}
