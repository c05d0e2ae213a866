import { Button, Card, Fieldset, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ControlledTextInput, FormShellForm, useFormShell } from '../../../components/form';
import { operations, type ApiKey } from '../../../contract';
import { useKeyRole } from '../../../session/keyRole';
import { keyEditResolver, keyToFormValues } from '../keyEdit';
import { keySaved } from '../queries';
import { ExpiryField } from './ExpiryField';
import { KeyIpAccessListEditor } from './IpAccessField';
import { RolesField } from './RolesField';
import { quotedName } from '../../../components/displayName';

/** The fields a server 400 may name (the form's values have more: the create form's switches). */
const FIELDS = new Set(['name', 'roles', 'expireAt', 'ipAccessList']);

/**
 * Edit a key's name, roles, expiry and IP access list: PATCH with only what changed. The form
 * starts from the key as read when it mounts and asks for a fresh start (`onRestart`: the page
 * mounts a new one) after a save, or when a newer read of the key arrives while nothing is being
 * edited; a refresh never overwrites what the person is typing.
 */
export function KeyEditForm({ apiKey, organizationId, onRestart }: { apiKey: ApiKey; organizationId: string; onRestart: () => void }) {
  const [mountedKey] = useState(apiKey);
  const [initial] = useState(() => keyToFormValues(apiKey));
  const [resolver] = useState(() => keyEditResolver(initial));
  const queryClient = useQueryClient();
  const { canWrite } = useKeyRole();

  const shell = useFormShell({
    operation: operations.updateKey,
    params: { organizationId, keyId: apiKey.id },
    resolver,
    defaultValues: initial,
    mode: 'onSubmit',
    clearErrorOnEdit: true,
    oncePerValues: true,
    onSuccess: (key) => {
      keySaved(queryClient, organizationId, apiKey.id, key);
      notifications.show({ color: 'teal', title: 'Key updated', message: `${quotedName(key.name || key.keySuffix)} was saved.` });
      onRestart();
    },
    hasField: (path) => FIELDS.has(path.split('.')[0]),
  });
  const control = shell.form.control;
  const { isDirty } = shell.form.formState;
  useEffect(() => {
    if (apiKey !== mountedKey && !isDirty && !shell.sending) onRestart();
  }, [apiKey, mountedKey, isDirty, shell.sending, onRestart]);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Edit key">
      <FormShellForm
        shell={shell}
        label="Edit key"
        submitLabel="Save changes"
        errorTitle="The key was not updated"
        actions={
          <Button
            variant="subtle"
            disabled={!isDirty || shell.sending}
            onClick={() => {
              shell.form.reset(initial);
              shell.clearError();
            }}
          >
            Undo changes
          </Button>
        }
      >
        <Text fw={600}>Edit key</Text>
        <Text size="sm" c="dimmed">
          Only the fields you change are sent.
        </Text>
        <Fieldset variant="unstyled" disabled={!canWrite}>
          <Stack gap="lg">
            <ControlledTextInput control={control} name="name" label="Name" autoComplete="off" description="Shown in the key list: say what uses the key." />
            <RolesField control={control} />
            <ExpiryField control={control} />
            <KeyIpAccessListEditor
              control={control}
              description="Addresses or CIDR ranges allowed to use the API with this key; 0.0.0.0/0 and ::/0 allow any address."
            />
          </Stack>
        </Fieldset>
      </FormShellForm>
    </Card>
  );
}
