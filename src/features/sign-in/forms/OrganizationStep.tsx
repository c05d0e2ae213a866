import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { ControlledTextInput } from '../../../components/form/ControlledTextInput';
import { isApiError, isNoSuchItem } from '../../../api/errors';
import type { Organization } from '../../../contract';
import type { VerifiedCredentials } from './CredentialsForm';
import { organizationIdSchema } from '../organizationIdSchema';
import { checkOrganizationAccess, fetchOrganization } from '../../../session/verifyKey';
import { Name } from '../../../components/Name';

interface Props {
  credentials: VerifiedCredentials;
  onPicked: (organization: { id: string; name?: string }) => void;
  onBack: () => void;
}

/** Step two of sign-in: pick one of the key's organizations, or type its ID. */
export function OrganizationStep({ credentials, onPicked, onBack }: Props) {
  const check = credentials.check;
  return check.kind === 'organizations' ? (
    <OrganizationPicker organizations={check.organizations} onPicked={onPicked} onBack={onBack} />
  ) : (
    <OrganizationIdForm credentials={credentials} onPicked={onPicked} onBack={onBack} />
  );
}

function OrganizationPicker({ organizations, onPicked, onBack }: { organizations: Organization[]; onPicked: Props['onPicked']; onBack: () => void }) {
  const [picked, setPicked] = useState<string>('');
  if (organizations.length === 0) {
    return (
      <Stack>
        <Text size="sm">This key does not belong to any organization. Use a key created in an organization.</Text>
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
      </Stack>
    );
  }
  const chosen = organizations.find((o) => o.id === picked);
  return (
    <Stack>
      <Radio.Group value={picked} onChange={setPicked} label="Organization" withAsterisk>
        <Stack gap="xs" mt="xs">
          {organizations.map((org) => (
            <Radio.Card key={org.id} value={org.id} p="sm" radius="md" aria-label={org.name}>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Name value={org.name} fw={600} lines={2} />
                  <Text size="xs" c="dimmed" ff="monospace">
                    <Name value={org.id} lines={0} />
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button disabled={!chosen} onClick={() => chosen && onPicked(chosen)}>
          Continue
        </Button>
      </Group>
    </Stack>
  );
}

function OrganizationIdForm({ credentials, onPicked, onBack }: Props) {
  const [error, setError] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(organizationIdSchema), defaultValues: { organizationId: '' } });
  const submit = form.handleSubmit(async ({ organizationId }) => {
    setError(null);
    const { managementUrl, keyId, keySecret, dialects } = credentials;
    try {
      try {
        const org = await fetchOrganization(managementUrl, keyId, keySecret, organizationId, dialects);
        onPicked({ id: org.id ?? organizationId, name: org.name });
        return;
      } catch (e) {
        if (!isApiError(e) || e.status !== 405) throw e;
      }
      // The API does not read organizations at all: check the key and the ID inside it instead.
      await checkOrganizationAccess(managementUrl, keyId, keySecret, organizationId, dialects);
      onPicked({ id: organizationId, name: undefined });
    } catch (e) {
      if (isNoSuchItem(e) || (isApiError(e) && e.status === 403)) {
        form.setError('organizationId', { message: 'No organization with this ID is visible to this key. Check the ID.' });
        return;
      }
      setError(e);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">This API does not list organizations for the key. Enter the ID of the organization to manage.</Text>
        {error !== null && <ApiErrorAlert error={error} />}
        <ControlledTextInput
          control={form.control}
          name="organizationId"
          label="Organization ID"
          placeholder="7c9e6679-7425-40de-944b-e07fc1f90ae7"
          spellCheck={false}
          withAsterisk
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
