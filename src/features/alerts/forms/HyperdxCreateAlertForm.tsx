import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DefaultValues } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { FormShellForm } from '../../../components/form/FormShellForm';
import { useFormShell } from '../../../components/form/useFormShell';
import { previewOf } from '../../../components/requestPreviewText';
import { operations, type Alert, type HyperdxAlertBody, type HyperdxAlertBodyInput } from '../../../contract';
import { useCreateAlert } from '../queries';
import { useAlertLookup } from './alertLookup';
import { isAlertField } from './alertFormFields';
import { HyperdxAlertFields } from './HyperdxAlertFields';
import { hyperdxAlertFormSchema, toHyperdxBody } from './hyperdxBody';
import { useForgetRefusedToken } from './useForgetRefusedToken';

/** Threshold and webhook start empty (the person must choose them); the rest start at a common choice. */
const DEFAULTS: DefaultValues<HyperdxAlertBodyInput> = {
  interval: '5m',
  source: 'tile',
  thresholdType: 'above',
  channels: [{ type: 'webhook', webhookId: '' }],
};

/** Create alert against HyperDX (POST /api/v2/alerts): its request, judged by its document's rules. */
export function HyperdxCreateAlertForm() {
  const navigate = useNavigate();
  const create = useCreateAlert();
  const shell = useFormShell<HyperdxAlertBodyInput, HyperdxAlertBody, Alert>({
    schema: hyperdxAlertFormSchema,
    defaultValues: DEFAULTS,
    mode: 'onTouched',
    send: (body) => create.mutateAsync(toHyperdxBody(body)),
    onSuccess: (alert) => {
      notifications.show({ color: 'green', title: 'Alert created', message: `“${alert.name || 'Unnamed alert'}” has the id ${alert.id}.` });
      void navigate(`/alerts/${encodeURIComponent(alert.id)}`);
    },
    hasField: isAlertField,
    preview: (body) => previewOf(operations.createAlert, {}, toHyperdxBody(body)),
    lookup: useAlertLookup<HyperdxAlertBody, HyperdxAlertBodyInput>(),
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
      <HyperdxAlertFields control={shell.form.control} />
    </FormShellForm>
  );
}
