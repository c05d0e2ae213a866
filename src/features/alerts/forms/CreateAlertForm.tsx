import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DefaultValues } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { FormShellForm } from '../../../components/form/FormShellForm';
import { useFormShell } from '../../../components/form/useFormShell';
import { previewOf } from '../../../components/requestPreviewText';
import { alertCreateSchema, operations, type Alert, type AlertCreate, type AlertCreateInput } from '../../../contract';
import { useCreateAlert } from '../queries';
import { AlertFields } from './AlertFields';
import { useAlertLookup } from './alertLookup';
import { isAlertField } from './alertFormFields';
import { toRequestBody } from './toRequestBody';
import { useForgetRefusedToken } from './useForgetRefusedToken';

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
  const shell = useFormShell<AlertCreateInput, AlertCreate, Alert>({
    schema: alertCreateSchema,
    defaultValues: DEFAULTS,
    mode: 'onTouched',
    send: (body) => create.mutateAsync(toRequestBody(body)),
    onSuccess: (alert) => {
      notifications.show({ color: 'green', title: 'Alert created', message: `“${alert.name || 'Unnamed alert'}” has the id ${alert.id}.` });
      void navigate(`/alerts/${encodeURIComponent(alert.id)}`);
    },
    hasField: isAlertField,
    preview: (body) => previewOf(operations.createAlert, {}, toRequestBody(body)),
    lookup: useAlertLookup(),
  });
  useForgetRefusedToken(shell);

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
      <AlertFields control={shell.form.control} />
    </FormShellForm>
  );
}
