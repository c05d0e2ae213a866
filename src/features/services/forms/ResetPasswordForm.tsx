import { Radio, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { mayHaveBeenApplied } from '../../../api/errors';
import { confirmFirst } from '../../../components/confirmFirst';
import { FormShellForm, useFormShell } from '../../../components/form';
import { operations, type Service, type ServicePasswordPatch } from '../../../contract';
import { ServicePasswordDialog, type CreatedService } from '../components/ServicePasswordDialog';
import { generateServicePassword, passwordHashes } from '../localPassword';
import { quotedName } from '../../../components/displayName';

/** Who makes a reset password: the server (answered once) or this browser (only its hashes are sent). */
const PASSWORD_SOURCES = ['server', 'browser'] as const;
type PasswordSource = (typeof PASSWORD_SOURCES)[number];

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
  // The only places the new password lives: this state, and a password made here until its reset is answered.
  const [shown, setShown] = useState<CreatedService | null>(null);
  const madeHere = useRef<string | null>(null);
  const shell = useFormShell({
    operation: operations.resetServicePassword,
    params: { organizationId, serviceId: service.id },
    schema,
    defaultValues: { source: 'server' },
    confirm: () =>
      confirmFirst({
        title: `Reset the password of ${quotedName(service.name)}?`,
        children: <Text size="sm">The current password stops working at once: every client that uses it needs the new one.</Text>,
        labels: { confirm: 'Reset password', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
      }),
    // The server makes one when the body is empty; a password made here is sent as its hashes, made when sending.
    request: ({ source }: Values): ServicePasswordPatch => (source === 'browser' ? HASHES_PREVIEW : {}),
    beforeSend: async (request, { source }) => {
      madeHere.current = null;
      if (source !== 'browser') return request;
      const password = generateServicePassword();
      madeHere.current = password;
      return passwordHashes(password);
    },
    onSuccess: (answer, { source }) => {
      const password = source === 'browser' ? madeHere.current : answer.password;
      madeHere.current = null;
      if (!password) throw new Error('The server accepted the reset but sent no password back. Reset it again, or make the password in this browser.');
      setShown({ service, password, reason: source === 'browser' ? 'reset-in-browser' : 'reset' });
    },
    // A browser-made password whose reset may have been applied (a 5xx, a lost reply) may be the
    // service's password now, and nothing else has it: shown all the same, marked uncertain.
    onFailure: (failure) => {
      const password = madeHere.current;
      madeHere.current = null;
      if (password && mayHaveBeenApplied(failure)) setShown({ service, password, reason: 'reset-in-browser', uncertain: true });
    },
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
      <ServicePasswordDialog created={shown} onClose={() => setShown(null)} />
    </>
  );
}
