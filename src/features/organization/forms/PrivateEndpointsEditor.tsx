import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { get, useForm, useWatch } from 'react-hook-form';
import { apiPath } from '../../../api/paths';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { RequestPreviewButton } from '../../../components/RequestPreview';
import { withRootError } from '../../../components/form/rootErrorResolver';
import { applyServerFieldError } from '../../../components/form/serverErrors';
import type { Organization, OrganizationUpdate } from '../../../contract';
import { useUpdateOrganization } from '../queries';
import { AddedEndpoints, CurrentEndpoints } from './PrivateEndpointRows';
import { emptyPrivateEndpointsValues, privateEndpointsFormSchema, type EndpointEntry, type PrivateEndpointsValues } from './privateEndpointsValues';

/**
 * Operation 7, private endpoints: stage additions (id, description) and removals (from the
 * current list), then send them as one PATCH `{privateEndpoints: {add, remove}}`. Removing asks first.
 */
export function PrivateEndpointsEditor({ organization }: { organization: Organization }) {
  const currentIdsKey = (organization.privateEndpoints ?? []).map((e) => e.id).join('\n');
  const schema = useMemo(() => privateEndpointsFormSchema(currentIdsKey === '' ? [] : currentIdsKey.split('\n')), [currentIdsKey]);
  const resolver = useMemo(() => withRootError(zodResolver(schema)), [schema]);
  const form = useForm<PrivateEndpointsValues, unknown, OrganizationUpdate>({
    defaultValues: emptyPrivateEndpointsValues,
    resolver,
    // Validate on submit, then on change: validating on blur flagged the new empty row when
    // "Add private endpoint" was clicked, and the message shifted the button away from the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const control = form.control;
  const removing = useWatch({ control, name: 'privateEndpoints.remove' });
  const update = useUpdateOrganization(organization.id);
  const path = apiPath`/v1/organizations/${organization.id}`;
  const current: EndpointEntry[] = (organization.privateEndpoints ?? []).map((e) => ({ id: e.id, description: e.description ?? '' }));

  const toggleRemove = (entry: EndpointEntry) => {
    const staged = removing.some((e) => e.id === entry.id);
    form.setValue('privateEndpoints.remove', staged ? removing.filter((e) => e.id !== entry.id) : [...removing, entry], { shouldDirty: true });
    form.clearErrors('root');
  };

  const send = (body: OrganizationUpdate) =>
    update.mutate(body, {
      onSuccess: () => {
        form.reset(emptyPrivateEndpointsValues);
        notifications.show({ color: 'green', title: 'Private endpoints saved', message: 'The organization was updated.' });
      },
      onError: (error) => applyServerFieldError(error, form.setError, (p) => get(form.getValues(), p) !== undefined),
    });

  const submit = form.handleSubmit((body) => {
    const removed = body.privateEndpoints?.remove ?? [];
    if (removed.length === 0) return send(body);
    modals.openConfirmModal({
      title: `Remove ${removed.length === 1 ? 'a private endpoint' : `${removed.length} private endpoints`}?`,
      children: (
        <Stack gap="xs">
          <Text size="sm">These endpoints will be removed from the organization:</Text>
          {removed.map((e) => (
            <Text key={e.id} size="sm" ff="monospace">
              {e.id}
              {e.description ? ` (${e.description})` : ''}
            </Text>
          ))}
        </Stack>
      ),
      labels: { confirm: 'Remove and save', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => send(body),
    });
  });

  const errorOnField = update.error !== null && Object.keys(form.formState.errors).some((k) => k !== 'root');
  return (
    <form onSubmit={submit} noValidate aria-label="Private endpoints">
      <Stack gap="md">
        {update.error && !errorOnField && <ApiErrorAlert error={update.error} />}
        <CurrentEndpoints endpoints={current} removing={removing} onToggle={toggleRemove} />
        <AddedEndpoints control={control} />
        {form.formState.errors.root?.message && (
          <Alert color="yellow" variant="light" role="alert">
            {form.formState.errors.root.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" onClick={() => form.reset(emptyPrivateEndpointsValues)} disabled={!form.formState.isDirty || update.isPending}>
            Discard changes
          </Button>
          <RequestPreviewButton
            getRequest={async () => {
              if (!(await form.trigger(undefined, { shouldFocus: true }))) return null;
              return { method: 'PATCH', path, body: schema.parse(form.getValues()), api: 'management' };
            }}
          />
          <Button type="submit" loading={update.isPending} disabled={update.isPending}>
            Save private endpoints
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
