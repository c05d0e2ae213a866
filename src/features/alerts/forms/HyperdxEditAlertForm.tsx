import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router-dom';
import { FormShellForm } from '../../../components/form/FormShellForm';
import { useFormShell } from '../../../components/form/useFormShell';
import { previewOf } from '../../../components/requestPreviewText';
import { hyperdxReplaceBodyOf, operations, type Alert, type HyperdxAlertBody, type HyperdxAlertBodyInput } from '../../../contract';
import { useReplaceAlert } from '../queries';
import { isAlertField } from './alertFormFields';
import { HyperdxAlertFields } from './HyperdxAlertFields';
import { hyperdxAlertFormSchema, hyperdxEditBody } from './hyperdxBody';
import { useForgetRefusedToken } from './useForgetRefusedToken';

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
  const navigate = useNavigate();
  const replace = useReplaceAlert(alert.id);
  const alertPage = `/alerts/${encodeURIComponent(alert.id)}`;
  const shell = useFormShell<HyperdxAlertBodyInput, HyperdxAlertBody, Alert>({
    schema: hyperdxAlertFormSchema,
    defaultValues: formValuesOf(alert),
    mode: 'onTouched',
    oncePerValues: true,
    send: (body) => replace.mutateAsync(hyperdxEditBody(alert, body)),
    onSuccess: (saved) => {
      notifications.show({ color: 'green', title: 'Alert saved', message: `“${saved.name || 'Unnamed alert'}” was replaced with what you sent.` });
      void navigate(alertPage);
    },
    hasField: isAlertField,
    preview: (body) => previewOf(operations.replaceAlert, { alertId: alert.id }, hyperdxEditBody(alert, body)),
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
      <HyperdxAlertFields control={shell.form.control} />
    </FormShellForm>
  );
}
