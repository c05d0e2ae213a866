import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormShellForm, ResetButton, useFormShell, type FormShell } from '../../../components/form';
import { operations, type Service, type ServicePatch } from '../../../contract';
import { seedService } from '../queries';
import { editValuesOf, type EditServiceValues } from './editServiceValues';

interface Props<V extends FieldValues> {
  organizationId: string;
  service: Service;
  /** This form's part of the service's editable values (its name, or its IP access list). */
  part: (values: EditServiceValues) => V;
  /** The part's rules, from its values to the PATCH body of what changed (editServiceValues.ts). */
  schemaOf: (baseline: () => EditServiceValues) => z.ZodType<ServicePatch, V>;
  label: string;
  /** Tells this form's kept draft (across a sign-in) from the other part's. */
  keepAs: string;
  children: (shell: FormShell<V, ServicePatch>) => ReactNode;
}

/**
 * One part of a service that `updateService` changes (the rename form, the IP access list form):
 * prefilled from the service, sends only what changed of its own part, and a refreshed service
 * (polling) never overwrites what is being typed. Each part is its own form on its own tab.
 */
export function EditServicePartForm<V extends FieldValues>({ organizationId, service, part, schemaOf, label, keepAs, children }: Props<V>) {
  const all = useMemo(() => editValuesOf(service), [service]);
  const baseline = useRef(all);
  baseline.current = all;
  const current = useMemo(() => part(all), [part, all]);
  const schema = useMemo(() => schemaOf(() => baseline.current), [schemaOf]);
  const queryClient = useQueryClient();
  const shell = useFormShell({
    operation: operations.updateService,
    params: { organizationId, serviceId: service.id },
    schema,
    values: current,
    resetOptions: { keepDirtyValues: true },
    oncePerValues: true,
    keepAs,
    // Judged on submit, then on each change: a message appearing on blur would move "Add address"
    // away from under the pointer between press and release.
    onSuccess: (updated: Service, body: ServicePatch) => {
      seedService(queryClient, organizationId, updated);
      const next = editValuesOf(updated);
      baseline.current = next;
      shell.form.reset(part(next));
      notifications.show({ color: 'green', title: 'Service updated', message: `Saved: ${Object.keys(body).join(', ')}.` });
    },
    clearErrorOnEdit: true,
  });
  const { isDirty } = shell.form.formState;

  return (
    <FormShellForm
      shell={shell}
      label={label}
      submitLabel="Save changes"
      errorTitle="The service was not updated"
      submitDisabled={!isDirty}
      actions={<ResetButton shell={shell} values={current} />}
    >
      {children(shell)}
    </FormShellForm>
  );
}
