import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { apiPath } from '../../../api/paths';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { RequestPreviewButton } from '../../../components/RequestPreview';
import { applyServerFieldError } from '../../../components/form/serverErrors';
import type { ReplicaScaling, Service } from '../../../contract';
import { useUpdateReplicaScaling } from '../queries';
import { ScalingInputs, type ScalingFields } from './create/ScalingSection';
import { replicaScalingFormSchema, SCALING_FIELDS, scalingValuesOf } from './replicaScalingValues';
import { withRootError } from '../../../components/form/rootErrorResolver';

/** Operation 2: prefilled with the current settings, same rules as on create, sends only what changed. */
export function ReplicaScalingForm({ organizationId, service }: { organizationId: string; service: Service }) {
  const current = useMemo(() => scalingValuesOf(service), [service]);
  // What "changed" is measured against: the service's settings as last received (a refreshed
  // service or the answer of a successful update), read by the resolver at validation time.
  const baseline = useRef(current);
  baseline.current = current;
  const schema = useMemo(
    () => replicaScalingFormSchema(() => baseline.current, { isNewWarehouseFirstService: service.isPrimary === true, tier: service.tier }),
    [service.isPrimary, service.tier],
  );
  const resolver = useMemo(() => withRootError(zodResolver(schema)), [schema]);
  const form = useForm<ScalingFields, unknown, ReplicaScaling>({
    values: current,
    // A refreshed service (polling) never overwrites what the person is typing.
    resetOptions: { keepDirtyValues: true },
    resolver,
    mode: 'onTouched',
  });
  const control = form.control;
  const update = useUpdateReplicaScaling(organizationId, service.id);
  const path = apiPath`/v1/organizations/${organizationId}/services/${service.id}/replicaScaling`;

  // A server error belongs to the attempt that caused it: editing again clears it.
  const { reset: resetMutation } = update;
  const hasServerError = update.error !== null;
  useEffect(() => {
    if (!hasServerError) return;
    const sub = form.watch((_values, { type }) => {
      if (type === 'change') resetMutation();
    });
    return () => sub.unsubscribe();
  }, [form, hasServerError, resetMutation]);

  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (updated) => {
        // The new baseline: the updated service, so the next submit sends only new edits.
        const next = scalingValuesOf(updated);
        baseline.current = next;
        form.reset(next);
        notifications.show({ color: 'green', title: 'Scaling updated', message: `Sent: ${Object.keys(body).join(', ')}.` });
      },
      onError: (error) => applyServerFieldError(error, form.setError, (p) => (SCALING_FIELDS as readonly string[]).includes(p)),
    }),
  );
  const serverErrorOnField = update.error !== null && SCALING_FIELDS.some((f) => form.formState.errors[f]?.type === 'server');

  return (
    <form onSubmit={submit} noValidate aria-label="Replica scaling">
      <Stack gap="md">
        {update.error && !serverErrorOnField && <ApiErrorAlert error={update.error} />}
        {form.formState.errors.root?.message && (
          <Alert color="yellow" variant="light" role="alert">
            {form.formState.errors.root.message}
          </Alert>
        )}
        {service.isPrimary && (
          <Text size="sm" c="dimmed">
            This is the first service of its warehouse, so it needs at least 2 replicas.
          </Text>
        )}
        <ScalingInputs control={control} />
        <Group justify="flex-end">
          <Button variant="subtle" onClick={() => {
              update.reset();
              form.reset(current);
            }} disabled={!form.formState.isDirty || update.isPending}>
            Reset
          </Button>
          <RequestPreviewButton
            getRequest={async () => {
              if (!(await form.trigger(undefined, { shouldFocus: true }))) return null;
              return { method: 'PATCH', path, body: schema.parse(form.getValues()), api: 'management' };
            }}
          />
          <Button type="submit" loading={update.isPending} disabled={update.isPending}>
            Update scaling
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
