import { Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { get, useFieldArray, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import {
  FormShellForm,
  LeaveWhenDirtyGuard,
  narrowControl,
  stepResolver,
  useFormShell,
  useStepInUrl,
  type FormControl,
  type FormShell,
} from '../../../components/form';
import { SkippedOffscreen } from '../../../components/SkippedOffscreen';
import { focusByScript } from '../../../components/focus/pageHeading';
import { operations } from '../../../contract';
import { useRequiredSession } from '../../../session/store';
import { pipeQueries, pipeSaved } from '../queries';
import { usePipeLookup } from './pipeLookup';
import { useDraftSaving } from './useDraftSaving';
import { WizardStepper } from './WizardStepper';
import type { ColumnsValues } from './steps/ColumnsEditor';
import { ConnectionStep } from './steps/ConnectionStep';
import { DestinationStep } from './steps/DestinationStep';
import { FieldMappingsStep } from './steps/FieldMappingsStep';
import { ReviewStep } from './steps/ReviewStep';
import { SettingsStep } from './steps/SettingsStep';
import { SourceStep } from './steps/SourceStep';
import { clearDraft, loadDraft, saveDraft } from './wizardDraft';
import { formPathOf, issuesAfterListChange, skippedSteps, stepOfPath, toFieldErrors, wizardIssues, WIZARD_STEPS } from './wizardErrors';
import { emptyWizardValues, suggestedSourceFields, toCreateBody, type WizardValues } from './wizardValues';
import { ReadOnlyNotice } from '../../../session/WriteAccess';
import { FollowServices } from '../../../entities/followServices';
import { isServiceRunning } from '../../../entities/serviceState';
import { ServiceNotRunningNotice } from '../components/ServiceNotRunningNotice';
import { pipeListPath } from '../paths';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { Name } from '../../../components/Name';

const LAST = WIZARD_STEPS.length - 1;
/** Since `before` had the focus, a field of the form took it (a field in error, focused by the shell as its step showed). */
function fieldFocusedSince(before: Element | null): boolean {
  const active = document.activeElement;
  return active !== before && active !== null && active.isConnected && active.matches('form input, form textarea, form select, form [role="combobox"]');
}
const WIZARD_LEAVE_MESSAGE =
  "The pipe is not created yet. Your answers stay in this tab's draft (credentials excepted) and come back when you open the wizard again.";
const MAPPINGS = WIZARD_STEPS.indexOf('Field mappings');

/**
 * /pipes/:serviceId/new: the guided creation of a pipe, one react-hook-form over six steps, on the
 * form shell like every other form (its `steps`): Next checks the rules of the steps up to the one
 * shown, the last step sends Create pipe once, and a server error on a field of an earlier step
 * opens that step.
 */
export function CreatePipePage() {
  const { serviceId = '' } = useParams();
  const { organizationId } = useRequiredSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const services = useQuery(pipeQueries.services(organizationId));
  const service = services.data?.find((s) => s.id === serviceId);
  const draft = useMemo(() => loadDraft(organizationId, serviceId), [organizationId, serviceId]);
  // The step shown, for the draft (useDraftSaving reads it when typing pauses).
  const stepRef = useRef(draft?.step ?? 0);
  // The pipe of these answers exists (created, or found after a lost reply): leaving asks nothing, no draft is kept.
  const created = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The values the form starts from (the draft's, or empty): leaving asks first once the values differ from these.
  const [defaultValues] = useState(() => draft?.values ?? emptyWizardValues());

  // Next checks the steps up to the one shown (the contract's issues, placed on the wizard's fields);
  // a row added to a list shows no error before Next or typing (issuesAfterListChange).
  const resolver = stepResolver<WizardValues, WizardValues>((values, step, options) => {
    const current = wizardIssues(values).filter((i) => i.step <= step);
    const issues = issuesAfterListChange(current, options.names, (path) => form.getFieldState(path as never).error !== undefined);
    return issues.length === 0 ? { values, errors: {} } : { values: {}, errors: toFieldErrors(issues) };
  });

  // Every way to a step (Next, Back, the stepper, Review's Edit, an error): the Field mappings step opens with each
  // column whose source field is empty and was never left by the person read from the field of its own name.
  const onMove = (step: number, by: 'next' | 'select') => {
    if (step === MAPPINGS) {
      const edited = (i: number) => form.getFieldState(`columns.${i}.sourceField`).isTouched;
      for (const [i, name] of suggestedSourceFields(form.getValues('columns'), edited)) form.setValue(`columns.${i}.sourceField`, name);
    }
    stepRef.current = step;
    if (by === 'next') saveDraft(organizationId, serviceId, { values: form.getValues(), step });
    // Every move (Next, Back, the stepper, Review's Edit, the browser's Back) starts the new step at
    // its heading: focus is never left on a control of the step that went away, nor on Back as it
    // is disabled on the first step. A move to a field in error leaves focus on that field (the
    // shell focuses it once the step shows).
    const before = document.activeElement;
    requestAnimationFrame(() => {
      if (headingRef.current && !fieldFocusedSince(before)) focusByScript(headingRef.current);
    });
  };

  // A step with nothing to ask for the chosen kind (a database pipe's Field mappings and Settings) is passed over.
  const skip = (step: number): boolean => skippedSteps(form.getValues('kind')).has(step);

  const shell = useFormShell({
    operation: operations.createPipe,
    params: { organizationId, serviceId },
    resolver,
    defaultValues,
    reValidateMode: 'onChange',
    request: (values: WizardValues) => toCreateBody(values),
    steps: {
      count: WIZARD_STEPS.length,
      initial: draft?.step ?? 0,
      stepOf: stepOfPath,
      onMove,
      skip,
    },
    // A 400 naming a field of the body lands on the wizard's field that asks for it, on its step, with the server's text.
    fieldPath: (path, message, values) => formPathOf({ path, message }, values),
    // A path the form shows: one of its values, or a list's own message (columns.root); any other stays in the alert.
    hasField: (path, values) => get(values, path) !== undefined || /^(columns|source\.postgres\.tableMappings)\.root$/.test(path),
    // A create whose reply was lost: the service's pipes are read by name before sending again is offered.
    lookup: usePipeLookup(organizationId, serviceId),
    // The wizard keeps its own draft in this tab (wizardDraft.ts), which a sign-in does not end.
    keepAs: false,
    onSuccess: (pipe) => {
      pipeSaved(queryClient, organizationId, serviceId, pipe);
      created.current = true;
      clearDraft(organizationId, serviceId);
      navigate(`/pipes/${encodeURIComponent(serviceId)}/${encodeURIComponent(pipe.id)}`);
    },
  });
  const { form } = shell;
  const steps = shell.steps!;
  const active = steps.active;
  useStepInUrl(steps);
  const columns = useFieldArray({ control: narrowControl<ColumnsValues, WizardValues>(form.control), name: 'columns' });
  const found = shell.lostReply.state.phase === 'found';
  useEffect(() => {
    // Found after a lost reply: that pipe exists, until another one is sent anyway.
    created.current = found;
    if (found) clearDraft(organizationId, serviceId);
  }, [found, organizationId, serviceId]);

  useDraftSaving(form, { organizationId, serviceId }, stepRef, created);

  const serviceName = service?.name ?? 'Service';
  // Create pipe answers 424 while the service is not running: said up front, and Create waits for it.
  const notRunning = service !== undefined && !isServiceRunning(service);

  return (
    <Stack gap="lg">
      <LeaveWhenDirtyGuard
        form={form}
        defaultValues={defaultValues}
        released={created}
        title="Leave the pipe wizard?"
        message={WIZARD_LEAVE_MESSAGE}
        onReload
      />
      {/* Far above the rows when a step lists 200 columns: skipped while there (SkippedOffscreen). */}
      <SkippedOffscreen>
        <Stack gap="lg">
          <PageBreadcrumbs
            trail={[
              { label: 'Pipes', to: '/pipes' },
              { label: <Name value={serviceName} maw={300} />, to: pipeListPath(serviceId) },
            ]}
            current="New pipe"
          />
          <div>
            <Title order={1} size="h2">
              Create pipe
            </Title>
            <Text c="dimmed" size="sm">
              Loads data into a table of <Name value={serviceName} lines={0} />. Your progress is kept in this tab (without credentials) until the pipe is
              created.
            </Text>
          </div>
          <WizardStepper control={form.control} active={active} reached={steps.reached} onSelect={steps.show} />
        </Stack>
      </SkippedOffscreen>
      <ReadOnlyNotice />
      {notRunning && (
        <ServiceNotRunningNotice
          organizationId={organizationId}
          service={service}
          consequence="A pipe is created only in a running service: fill in the steps now, and start it before Create pipe."
        />
      )}
      <FormShellForm
        shell={shell}
        label="Create pipe"
        submitLabel="Create pipe"
        errorTitle="The pipe was not created"
        submitDisabledReason={notRunning ? 'A pipe is created only in a running service: start it first (above).' : undefined}
        previewButton={false}
        card
      >
        <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
          {WIZARD_STEPS[active]}
        </Title>
        {active === 0 && <SourceStep control={form.control} />}
        {active === 1 && <ConnectionStep control={form.control} restoredDraft={draft !== null} />}
        {active === 2 && <DestinationStep form={form} columns={columns} />}
        {active === 3 && <FieldMappingsStep form={form} columns={columns} />}
        {active === 4 && <SettingsStep control={form.control} />}
        {active === LAST && <Review shell={shell} onEdit={steps.show} />}
      </FormShellForm>
      <FollowServices organizationId={organizationId} services={services.data} listUpdatedAt={services.dataUpdatedAt} />
    </Stack>
  );
}

/** The Review step reads every value; mounted only on that step, so typing elsewhere never re-renders the whole form. */
function Review({ shell, onEdit }: { shell: FormShell<WizardValues, WizardValues>; onEdit: (step: number) => void }) {
  const values = useWatch({ control: shell.form.control as FormControl<WizardValues> }) as WizardValues;
  return <ReviewStep values={values} body={toCreateBody(values)} onEdit={onEdit} request={shell.requestOf!(values, values)} />;
}
