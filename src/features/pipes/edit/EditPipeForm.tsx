import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { ControlledTextInput, FormShellForm, LeaveGuard, narrowControl, narrowForm, useFormShell, withRootError } from '../../../components/form';
import { SectionCard } from '../../../components/SectionCard';
import { operations, type Pipe, type PipeSourceKind } from '../../../contract';
import { SOURCE_KIND_LABELS } from '../../../entities/pipeState';
import { pipeDetailPath } from '../paths';
import { usePipeCommand } from '../components/usePipeCommand';
import { pipeSaved } from '../queries';
import { ColumnsEditor, type ColumnsValues } from '../wizard/steps/ColumnsEditor';
import { useMappedFromName } from './useMappedFromName';
import { FieldMappingsTable } from '../wizard/steps/FieldMappingsStep';
import { ValidateSamplesSwitch, type ValidateSamplesValues } from '../wizard/steps/ValidateSamplesSwitch';
import { editResolver } from './editResolver';
import { editContextOf, toEditValues, type EditValues } from './editValues';
import { SourceEditFields } from './SourceEditFields';
import { TableMappingsEdit } from './TableMappingsEdit';
import { quotedName } from '../../../components/displayName';

interface Props {
  /** The pipe as it is now (polled); the form's values come from it once, when the form opens. */
  pipe: Pipe;
  kind: PipeSourceKind;
  organizationId: string;
  serviceId: string;
}

/**
 * Edit pipe (operation 4): only what Update pipe lets this kind change, prefilled; secrets are
 * write-only; only what changed is sent (the request preview shows it); back to the pipe's page after.
 */
export function EditPipeForm({ pipe, kind, organizationId, serviceId }: Props) {
  const navigate = useNavigate();
  const [initial, ctx] = useMemo(() => {
    const values = toEditValues(pipe);
    return [values, editContextOf(pipe, kind, values)] as const;
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the values the form opened with
  const resolver = useMemo(() => withRootError(editResolver(ctx, initial)), [ctx, initial]);
  const queryClient = useQueryClient();
  const saved = useRef(false);
  const detailPath = pipeDetailPath(serviceId, pipe.id);
  const shell = useFormShell({
    operation: operations.updatePipe,
    params: { organizationId, serviceId, pipeId: pipe.id },
    resolver,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    clearErrorOnEdit: true,
    oncePerValues: true,
    onSuccess: (updated) => {
      pipeSaved(queryClient, organizationId, serviceId, updated);
      saved.current = true;
      notifications.show({ color: 'green', title: 'Pipe updated', message: `The changes to ${quotedName(updated.name)} were saved.` });
      void navigate(detailPath);
    },
  });
  const { control } = shell.form;
  const columns = useFieldArray({ control: narrowControl<ColumnsValues, EditValues>(control), name: 'columns' });
  useMappedFromName(shell.form);
  const stop = usePipeCommand(organizationId, serviceId);
  const dirty = shell.form.formState.isDirty;

  return (
    <FormShellForm
      shell={shell}
      label="Edit pipe"
      submitLabel="Save changes"
      errorTitle="The pipe was not updated"
      submitDisabled={!dirty}
      stickyActions
      actions={
        <>
          {!dirty && (
            <Text size="sm" c="dimmed">
              Nothing changed yet
            </Text>
          )}
          <Button variant="default" component={Link} to={detailPath}>
            Cancel
          </Button>
        </>
      }
    >
      <LeaveGuard when={dirty} released={saved} title="Leave without saving?" message="Your changes to this pipe are not saved yet." onReload />
      <SectionCard
        title="Pipe"
        description={`Source: ${SOURCE_KIND_LABELS[kind]}. The kind of source and where it reads from are fixed once the pipe is created.`}
      >
        <ControlledTextInput control={control} name="name" label="Name" />
      </SectionCard>
      <SectionCard
        title="Source"
        description="Only what Update pipe lets this kind of source change. Credentials are never shown: type new ones to replace them."
      >
        <SourceEditFields control={control} ctx={ctx} />
        <ValidateSamplesSwitch control={narrowControl<ValidateSamplesValues, EditValues>(control)} kind={kind} />
      </SectionCard>
      {kind === 'postgres' && (
        <SectionCard title="Tables" description="The source tables this pipe replicates, and where each one goes.">
          {stop.mutation.isError && <ApiErrorAlert error={stop.mutation.error} title={`Could not stop ${quotedName(pipe.name)}`} />}
          <TableMappingsEdit
            control={control}
            existing={initial.source.postgres.existingMappings}
            pipe={pipe}
            onStop={() => stop.confirm(pipe, 'stop')}
            stopping={stop.mutation.isPending}
          />
        </SectionCard>
      )}
      {kind !== 'postgres' && (
        <SectionCard
          title="Columns and field mappings"
          description="Every destination column needs the source field it is read from; columns and mappings are sent together when either changes. Scaling and settings are changed on the pipe's page."
        >
          <ColumnsEditor form={narrowForm<ColumnsValues, EditValues>(shell.form)} columns={columns} />
          {columns.fields.length > 0 && <FieldMappingsTable form={narrowForm<ColumnsValues, EditValues>(shell.form)} columns={columns} />}
        </SectionCard>
      )}
    </FormShellForm>
  );
}
