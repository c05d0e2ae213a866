import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { mayHaveBeenApplied } from '../../../api/errors';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { ControlledSwitch, ControlledTextInput, FormShellForm, useFormShell } from '../../../components/form';
import { operations, type KeyCreate, type KeyCreateResult } from '../../../contract';
import { useRequiredSession } from '../../../session/store';
import { ExpiryField } from '../components/ExpiryField';
import { IpAccessField } from '../components/IpAccessField';
import { KeySecretDialog, type RevealedKey } from '../components/KeySecretDialog';
import { RolesField } from '../components/RolesField';
import { keyFormDefaults, keyFormResolver, type KeyFormValues } from '../keyForm';
import { generateLocalKey, requestedKey, type LocalKey } from '../localKey';
import { keyCreated } from '../queries';
import { useKeyLookup } from '../keyLookup';
import { ReadOnlyNotice } from '../../../session/WriteAccess';
import { nameText, quotedName } from '../../../components/displayName';

const HASH_PLACEHOLDER = {
  keyIdHash: '(SHA-256 of the key ID, made when you create the key)',
  keyIdSuffix: '(last 4 characters of the key ID)',
  keySecretHash: '(SHA-256 of the secret, made when you create the key)',
};

/**
 * /keys/new: operation 6. After creation the secret is revealed once, then the list shows the key.
 * The ID and secret are made in this browser by default (localKey.ts): when the reply to Create
 * key is lost (anything but a clear refusal), the key may exist, and its secret is shown all the
 * same, until the person says it is saved, while the lookup below looks for that very key.
 */
export function CreateKeyPage() {
  const { organizationId } = useRequiredSession();
  const navigate = useNavigate();
  const [revealed, setRevealed] = useState<RevealedKey | null>(null);
  const [handOffError, setHandOffError] = useState<Error | null>(null);
  const localKey = useRef<LocalKey | null>(null);
  const queryClient = useQueryClient();
  // The browser-made key of the last create that may have been applied: what the lookup looks for.
  const lostLocal = useRef<LocalKey | null>(null);
  const [lostLocally, setLostLocally] = useState(false);

  const receive = ({ key, keyId, keySecret }: KeyCreateResult) => {
    const local = localKey.current;
    localKey.current = null;
    keyCreated(queryClient, organizationId, key);
    const id = local?.keyId ?? keyId;
    const secret = local?.keySecret ?? keySecret;
    if (!id || !secret) {
      setHandOffError(new Error(`Key ${quotedName(key.name)} was created, but the answer held no key ID or secret. Create another key and disable this one.`));
      return;
    }
    setRevealed({ key, keyId: id, keySecret: secret, madeLocally: Boolean(local) });
  };
  // With "Generate the secret in this browser", the ID and secret are made here when sending and only
  // their hashes are sent; they stay in a ref until the answer hands them to the dialog. When the
  // answer may have been lost rather than refused, the dialog shows them anyway: the key may exist,
  // and this browser holds its only copy of the secret. Only a clear refusal drops them.
  const shell = useFormShell({
    operation: operations.createKey,
    params: { organizationId },
    resolver: keyFormResolver,
    defaultValues: keyFormDefaults,
    mode: 'onSubmit',
    request: (body: KeyCreate, values: KeyFormValues): KeyCreate => (values.generateLocally ? { ...body, hashData: HASH_PLACEHOLDER } : body),
    beforeSend: async (request, values) => {
      setHandOffError(null);
      localKey.current = null;
      lostLocal.current = null;
      setLostLocally(false);
      if (!values.generateLocally) return request;
      const local = await generateLocalKey();
      localKey.current = local;
      return { ...request, hashData: local.hashData };
    },
    onSuccess: receive,
    onFailure: (failure, body) => {
      const local = localKey.current;
      localKey.current = null;
      if (!local || !mayHaveBeenApplied(failure)) return;
      lostLocal.current = local;
      setLostLocally(true);
      setRevealed({ key: requestedKey(body, local), keyId: local.keyId, keySecret: local.keySecret, madeLocally: true, uncertain: true });
    },
    lookup: useKeyLookup(organizationId, { suffix: () => lostLocal.current?.hashData.keyIdSuffix, madeLocally: lostLocally }),
    // Nothing typed is lost: a draft in this tab, and leaving with unsaved input asks first.
    keepInTab: true,
  });
  // The shared inputs take a Control without the transformed (body) type; the fields are the same.
  const control = shell.form.control;

  const closeDialog = () => {
    const key = revealed?.key;
    const uncertain = revealed?.uncertain === true;
    setRevealed(null);
    // A key that may not exist stays on this page, where the lookup says whether it is in the list.
    if (key && !uncertain) {
      notifications.show({
        color: 'teal',
        title: 'API key created',
        message: `${quotedName(key.name)} is in the list with the ID ending in ${nameText(key.keySuffix ?? '')}.`,
      });
      void navigate(`/keys?created=${encodeURIComponent(key.id)}`, { replace: true });
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Anchor component={Link} to="/keys" size="sm">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> API keys
        </Anchor>
        <Title order={1} size="h2" mt={4}>
          Create API key
        </Title>
        <Text c="dimmed" size="sm">
          The key's secret is shown once, right after it is created. Have a safe place ready to keep it.
        </Text>
      </div>
      <ReadOnlyNotice />
      {handOffError && <ApiErrorAlert error={handOffError} title="The secret could not be shown" />}
      <FormShellForm
        shell={shell}
        label="Create API key"
        submitLabel="Create key"
        errorTitle="The key was not created"
        actions={
          <Button variant="subtle" component={Link} to="/keys">
            Cancel
          </Button>
        }
      >
        <Card withBorder radius="md" padding="lg">
          <Stack gap="lg">
            <ControlledTextInput
              control={control}
              name="name"
              label="Name"
              withAsterisk
              description='Shown in the key list: say what uses the key, like "CI deploy".'
              autoComplete="off"
            />
            <RolesField control={control} />
            <ExpiryField control={control} />
            <ControlledSwitch
              control={control}
              name="enabled"
              label="Enabled"
              description="New keys are enabled. A disabled key is refused until it is enabled again."
            />
            <IpAccessField control={control} />
            <ControlledSwitch
              control={control}
              name="generateLocally"
              label="Generate the secret in this browser"
              description="The key ID and secret are made here with WebCrypto and only their SHA-256 hashes are sent, so the secret never crosses the network and is not lost with a lost reply. Off: the server makes them and sends them back once."
            />
          </Stack>
        </Card>
      </FormShellForm>
      <KeySecretDialog revealed={revealed} onClose={closeDialog} />
    </Stack>
  );
}
