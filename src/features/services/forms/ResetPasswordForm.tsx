import { Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { confirmFirst } from '../../../components/confirmFirst';
import { FormShellForm } from '../../../components/form/FormShellForm';
import { useFormShell } from '../../../components/form/useFormShell';
import { previewOf } from '../../../components/requestPreviewText';
import { operations, type Service } from '../../../contract';
import { ServicePasswordDialog, type CreatedService } from '../components/ServicePasswordDialog';
import { PASSWORD_SOURCES, useResetServicePassword, type PasswordSource } from '../queries';

const schema = z.object({ source: z.enum(PASSWORD_SOURCES) });
type Values = z.infer<typeof schema>;

/** What the preview shows in place of the hashes, which are made from the password when it is sent. */
const HASHES_PREVIEW = { newPasswordHash: 'made from the new password when you send', newDoubleSha1Hash: 'made from the new password when you send' };

/**
 * Reset the service's password, either way the API offers: the server generates one and answers
 * it once, or a password is made in this browser and only its hashes are sent. Asks first (the
 * current password stops working); the new password is then shown once in the same dialog as
 * after creation, held in this component's state only, and dropped when the dialog closes.
 */
export function ResetPasswordForm({ organizationId, service }: { organizationId: string; service: Service }) {
  // The only place the new password lives.
  const [shown, setShown] = useState<CreatedService | null>(null);
  const reset = useResetServicePassword(organizationId, service.id, (password, source, uncertain) =>
    setShown({ service, password, reason: source === 'browser' ? 'reset-in-browser' : 'reset', ...(uncertain ? { uncertain } : {}) }),
  );
  const params = { organizationId, serviceId: service.id };
  const shell = useFormShell<Values, Values, void>({
    schema,
    defaultValues: { source: 'server' },
    confirm: () =>
      confirmFirst({
        title: `Reset the password of “${service.name}”?`,
        children: <Text size="sm">The current password stops working at once: every client that uses it needs the new one.</Text>,
        labels: { confirm: 'Reset password', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
      }),
    send: ({ source }) => reset.mutateAsync(source),
    preview: ({ source }) => previewOf(operations.resetServicePassword, params, source === 'browser' ? HASHES_PREVIEW : {}),
  });
  const { field } = useController({ control: shell.form.control, name: 'source' });

  return (
    <>
      <FormShellForm shell={shell} label="Reset password" submitLabel="Reset password" errorTitle="The password was not reset">
        <Radio.Group {...field} label="Who makes the new password" onChange={(v) => field.onChange(v as PasswordSource)}>
          <Stack gap="xs" mt={6}>
            <Radio value="server" label="The server" description="The server generates a password and sends it back once." />
            <Radio
              value="browser"
              label="This browser"
              description="A 24-character password is made here; only its SHA-256 and double SHA-1 hashes are sent, so the password never crosses the network."
            />
          </Stack>
        </Radio.Group>
      </FormShellForm>
      <ServicePasswordDialog
        created={shown}
        onClose={() => {
          setShown(null);
          reset.reset();
        }}
      />
    </>
  );
}
