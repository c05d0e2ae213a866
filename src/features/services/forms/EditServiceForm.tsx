import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { ControlledTextInput, FormShellForm, useFormShell } from '../../../components/form';
import { IpAccessListEditor } from '../../../components/IpAccessListEditor';
import { operations, type Service } from '../../../contract';
import { seedService } from '../queries';
import { SERVICE_FIELD_HELP as HELP } from './fieldHelp';
import { editServiceFormSchema, editValuesOf } from './editServiceValues';

/**
 * Rename a service and edit its IP access list with the editor of the create form. Prefilled
 * from the service; sends only what changed (`{add, remove}` for the list); a refreshed service
 * (polling) never overwrites what is being typed.
 */
export function EditServiceForm({ organizationId, service }: { organizationId: string; service: Service }) {
  const current = useMemo(() => editValuesOf(service), [service]);
  const baseline = useRef(current);
  baseline.current = current;
  const schema = useMemo(() => editServiceFormSchema(() => baseline.current), []);
  const queryClient = useQueryClient();
  const shell = useFormShell({
    operation: operations.updateService,
    params: { organizationId, serviceId: service.id },
    schema,
    values: current,
    resetOptions: { keepDirtyValues: true },
    oncePerValues: true,
    // Judged on submit, then on each change: a message appearing on blur would move "Add address"
    // away from under the pointer between press and release.
    onSuccess: (updated, body) => {
      seedService(queryClient, organizationId, updated);
      const next = editValuesOf(updated);
      baseline.current = next;
      shell.form.reset(next);
      notifications.show({ color: 'green', title: 'Service updated', message: `Saved: ${Object.keys(body).join(', ')}.` });
    },
    clearErrorOnEdit: true,
  });
  const { isDirty } = shell.form.formState;

  return (
    <FormShellForm
      shell={shell}
      label="Name and IP access list"
      submitLabel="Save changes"
      errorTitle="The service was not updated"
      submitDisabled={!isDirty}
      actions={
        <Button
          variant="subtle"
          onClick={() => {
            shell.clearError();
            shell.form.reset(current);
          }}
          disabled={!isDirty || shell.sending}
        >
          Reset
        </Button>
      }
    >
      <ControlledTextInput control={shell.form.control} name="name" label="Name" description={HELP.name} maw={480} />
      <IpAccessListEditor
        control={shell.form.control}
        name="ipAccessList"
        label="IP access list"
        description={HELP.ipAccessList}
        emptyHint={
          <Text size="sm" c="orange">
            No address: the service accepts connections from nowhere.
          </Text>
        }
      />
    </FormShellForm>
  );
}
