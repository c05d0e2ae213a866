import { Button, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlugConnected } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { probeManagementClient } from '../../../api/clients';
import { callOperation } from '../../../api/operations';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { operations, type ApiKey } from '../../../contract';
import { updateSession, useRequiredSession } from '../../../session/store';
import { ROLE_LABELS } from '../format';

/**
 * "Use this key for this session": checks the new key against the API first (so a disabled or
 * IP-restricted key cannot sign the person out), then stores it as this tab's credentials and
 * drops every cached read, so pages are read again with the new key.
 */
export function UseKeyForSession({ apiKey, keyId, keySecret }: { apiKey: ApiKey; keyId: string; keySecret: string }) {
  const session = useRequiredSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ status: 'idle' | 'checking' | 'done' } | { status: 'failed'; error: unknown }>({ status: 'idle' });
  const inUse = session.keyId === keyId;
  const roles = (apiKey.roles ?? []).map((role) => ROLE_LABELS[role] ?? role).join(', ');

  const use = async () => {
    setState({ status: 'checking' });
    try {
      const orgs = await callOperation(operations.listOrganizations, {}, undefined, {
        client: probeManagementClient(session.managementUrl, keyId, keySecret),
      });
      if (!orgs.some((org) => org.id === session.organizationId)) {
        throw new Error('This key does not belong to the organization you are working in, so the console cannot switch to it.');
      }
      updateSession({ keyId, keySecret });
      queryClient.clear();
      setState({ status: 'done' });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  };

  if (inUse || state.status === 'done') {
    return (
      <Text size="sm" c="teal" role="status">
        <IconCheck size={14} style={{ verticalAlign: 'middle' }} /> This tab now signs its requests with this key. Its secret is kept in this tab's session
        storage until you sign out, like the key you signed in with.
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      <div>
        <Button variant="light" leftSection={<IconPlugConnected size={16} />} loading={state.status === 'checking'} onClick={() => void use()}>
          Use this key for this session
        </Button>
      </div>
      <Text size="xs" c="dimmed">
        The console will then act with this key's roles ({roles || 'none'}) instead of the key you signed in with. Its secret is then kept in this tab's session
        storage until you sign out.
      </Text>
      {state.status === 'failed' && <ApiErrorAlert error={state.error} title="This key cannot be used for this session" />}
    </Stack>
  );
}
