import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { confirmFirst } from '../../../components/confirmFirst';
import { FormShellForm, useFormShell } from '../../../components/form';
import { operations, type Organization, type OrganizationUpdate } from '../../../contract';
import { organizationSaved } from '../queries';
import { AddedEndpoints, CurrentEndpoints } from './PrivateEndpointRows';
import { emptyPrivateEndpointsValues, NOTHING_STAGED_MESSAGE, privateEndpointsFormSchema, type EndpointEntry } from './privateEndpointsValues';
import { Name } from '../../../components/Name';

/** Asks before sending a body that removes endpoints; a body that only adds goes at once. */
function confirmRemovals(body: OrganizationUpdate): Promise<boolean> {
  const removed = body.privateEndpoints?.remove ?? [];
  if (removed.length === 0) return Promise.resolve(true);
  return confirmFirst({
    title: `Remove ${removed.length === 1 ? 'a private endpoint' : `${removed.length} private endpoints`}?`,
    children: (
      <Stack gap="xs">
        <Text size="sm">These endpoints will be removed from the organization:</Text>
        {removed.map((e) => (
          <Text key={e.id} size="sm" ff="monospace">
            <Name value={e.id} lines={0} />
            {e.description && (
              <>
                {' ('}
                <Name value={e.description} lines={0} />)
              </>
            )}
          </Text>
        ))}
      </Stack>
    ),
    labels: { confirm: 'Remove and save', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
  });
}

/**
 * Operation 7, private endpoints: stage additions (id, description) and removals (from the
 * current list), then send them as one PATCH `{privateEndpoints: {add, remove}}`. Removing asks first.
 */
export function PrivateEndpointsEditor({ organization }: { organization: Organization }) {
  const currentIdsKey = (organization.privateEndpoints ?? []).map((e) => e.id).join('\n');
  const schema = useMemo(() => privateEndpointsFormSchema(currentIdsKey === '' ? [] : currentIdsKey.split('\n')), [currentIdsKey]);
  const queryClient = useQueryClient();
  const shell = useFormShell({
    operation: operations.updateOrganization,
    params: { organizationId: organization.id },
    schema,
    defaultValues: emptyPrivateEndpointsValues,
    // Validate on submit, then on change: validating on blur flagged the new empty row when
    // "Add private endpoint" was clicked, and the message shifted the button away from the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    confirm: confirmRemovals,
    onSuccess: (updated) => {
      organizationSaved(queryClient, organization.id, updated);
      shell.form.reset(emptyPrivateEndpointsValues);
      notifications.show({ color: 'green', title: 'Private endpoints saved', message: 'The organization was updated.' });
    },
  });
  const { form } = shell;
  const removing = useWatch({ control: form.control, name: 'privateEndpoints.remove' });
  const adding = useWatch({ control: form.control, name: 'privateEndpoints.add' });
  const nothingStaged = removing.length === 0 && adding.length === 0;
  const current: EndpointEntry[] = (organization.privateEndpoints ?? []).map((e) => ({ id: e.id, description: e.description ?? '' }));

  const toggleRemove = (entry: EndpointEntry) => {
    const staged = removing.some((e) => e.id === entry.id);
    form.setValue('privateEndpoints.remove', staged ? removing.filter((e) => e.id !== entry.id) : [...removing, entry], { shouldDirty: true });
    form.clearErrors('root');
  };

  return (
    <FormShellForm
      shell={shell}
      label="Private endpoints"
      submitLabel="Save private endpoints"
      submitDisabledReason={nothingStaged ? NOTHING_STAGED_MESSAGE : undefined}
      actions={
        <Button variant="subtle" onClick={() => form.reset(emptyPrivateEndpointsValues)} disabled={!form.formState.isDirty || shell.sending}>
          Discard changes
        </Button>
      }
    >
      <CurrentEndpoints endpoints={current} removing={removing} onToggle={toggleRemove} />
      <AddedEndpoints control={form.control} />
    </FormShellForm>
  );
}
