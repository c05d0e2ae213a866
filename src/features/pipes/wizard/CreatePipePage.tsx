import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { narrowControl, type FormControl } from '../../../components/form/formControl';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError, mayHaveBeenApplied } from '../../../api/errors';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { ITEM_GAP } from '../../../components/itemGap';
import { SkippedOffscreen } from '../../../components/SkippedOffscreen';
import { useLostReply } from '../../../components/form/lostReply';
import { LostReplyNotice } from '../../../components/form/LostReplyNotice';
import { previewOf } from '../../../components/requestPreviewText';
import { operations } from '../../../contract';
import { useRequiredSession } from '../../../session/store';
import { pipeQueries, useCreatePipe } from '../queries';
import { LeaveWhenDirtyGuard } from './LeaveWizardGuard';
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
import { formPathOf, issuesAfterListChange, stepOfPath, toFieldErrors, wizardIssues, WIZARD_STEPS } from './wizardErrors';
import { emptyWizardValues, suggestedSourceFields, toCreateBody, type WizardValues } from './wizardValues';
import { ReadOnlyNotice, WriteButton } from '../../../session/WriteAccess';
import { FollowServices } from '../../../entities/followServices';
import { isServiceRunning } from '../../../entities/serviceState';
import { ServiceNotRunningNotice } from '../components/ServiceNotRunningNotice';
import { pipeListPath } from '../paths';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { Name } from '../../../components/Name';

const LAST = WIZARD_STEPS.length - 1;
const MAPPINGS = WIZARD_STEPS.indexOf('Field mappings');

/** /pipes/:serviceId/new: the guided creation of a pipe, one react-hook-form over six steps. */
export function CreatePipePage() {
  const { serviceId = '' } = useParams();
  const { organizationId } = useRequiredSession();
  const navigate = useNavigate();
  const services = useQuery(pipeQueries.services(organizationId));
  const service = services.data?.find((s) => s.id === serviceId);
  const draft = useMemo(() => loadDraft(organizationId, serviceId), [organizationId, serviceId]);
  const [active, setActive] = useState(draft?.step ?? 0);
  const [reached, setReached] = useState(draft?.step ?? 0);
  const stepRef = useRef(active);
  stepRef.current = active;
  // The pipe of these answers exists (created, or found after a lost reply): leaving asks nothing, no draft is kept.
  const created = useRef(false);
  const inFlight = useRef(false);
  // This wizard made its pipe: an Enter that lands before the pipe's page has opened sends nothing.
  const made = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Next validates the steps up to the current one only (the contract's issues, placed on the wizard's fields);
  // a row added to a list shows no error before Next or typing (issuesAfterListChange).
  const resolver: Resolver<WizardValues> = async (values, _context, options) => {
    const current = wizardIssues(values).filter((i) => i.step <= stepRef.current);
    const issues = issuesAfterListChange(current, options.names, (path) => form.getFieldState(path as never).error !== undefined);
    return issues.length === 0 ? { values, errors: {} } : { values: {}, errors: toFieldErrors(issues) };
  };
  // The values the form starts from (the draft's, or empty): leaving asks first once the values differ from these.
  const [defaultValues] = useState(() => draft?.values ?? emptyWizardValues());
  const form = useForm<WizardValues>({ defaultValues, resolver, reValidateMode: 'onChange' });
  const columns = useFieldArray({ control: narrowControl<ColumnsValues, WizardValues>(form.control), name: 'columns' });
  const mutation = useCreatePipe(organizationId, serviceId);
  // A create whose reply was lost: the service's pipes are read by name before sending again is offered.
  const lost = useLostReply(usePipeLookup(organizationId, serviceId));
  const found = lost.state.phase === 'found';
  useEffect(() => {
    if (!found) return;
    created.current = true;
    clearDraft(organizationId, serviceId);
  }, [found, organizationId, serviceId]);

  useDraftSaving(form, { organizationId, serviceId }, stepRef, created);

  // Every way to a step (Next, Back, the stepper, Review's Edit): the Field mappings step opens with each
  // column whose source field is empty and was never left by the person read from the field of its own name.
  const show = (step: number) => {
    if (step === MAPPINGS) {
      const edited = (i: number) => form.getFieldState(`columns.${i}.sourceField`).isTouched;
      for (const [i, name] of suggestedSourceFields(form.getValues('columns'), edited)) form.setValue(`columns.${i}.sourceField`, name);
    }
    setActive(step);
  };
  const go = (step: number) => {
    show(step);
    setReached((r) => Math.max(r, step));
    saveDraft(organizationId, serviceId, { values: form.getValues(), step });
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const onInvalid = () => {
    const first = Math.min(...wizardIssues(form.getValues()).map((i) => i.step), active);
    if (first < active) setActive(first);
  };
  const next = form.handleSubmit(() => go(active + 1), onInvalid);
  const create = form.handleSubmit(async (values) => {
    if (inFlight.current || made.current) return; // one request per intent: a second click or Enter sends nothing
    if (!lost.maySend()) return; // an earlier create may have made it: nothing is sent without a choice
    inFlight.current = true;
    const body = toCreateBody(values);
    lost.started();
    created.current = false;
    try {
      const pipe = await mutation.mutateAsync(body);
      made.current = true;
      created.current = true;
      clearDraft(organizationId, serviceId);
      navigate(`/pipes/${encodeURIComponent(serviceId)}/${encodeURIComponent(pipe.id)}`);
    } catch (error) {
      lost.failed(error, body, values);
      placeServerError(error);
    } finally {
      inFlight.current = false;
    }
  }, onInvalid);
  const lostReply = {
    ...lost,
    // "Create another pipe anyway": every step is judged again (as from Review), then it is sent once.
    sendAnyway: () => {
      lost.allowOnce();
      stepRef.current = LAST;
      setActive(LAST);
      void create();
    },
  };

  // A 400 naming a field lands on that field's step with the server's text; a 424 on the first step.
  function placeServerError(error: unknown) {
    if (!isApiError(error)) return;
    if (error.status === 424) return setActive(0);
    if (error.status !== 400 || !error.field) return;
    const path = formPathOf({ path: error.field.replace(/^request body\./, ''), message: error.detail ?? error.message }, form.getValues());
    setActive(stepOfPath(path));
    form.setError(path as never, { type: 'server', message: error.detail ?? error.message }, { shouldFocus: true });
  }

  const serviceName = service?.name ?? 'Service';
  // Create pipe answers 424 while the service is not running: said up front, and Create waits for it.
  const notRunning = service !== undefined && !isServiceRunning(service);

  return (
    <Stack gap="lg">
      <LeaveWhenDirtyGuard form={form} defaultValues={defaultValues} released={created} />
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
          <WizardStepper active={active} reached={reached} onSelect={show} />
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
      {mutation.isError && <ApiErrorAlert error={mutation.error} title={mayHaveBeenApplied(mutation.error) ? undefined : 'The pipe was not created'} />}
      <LostReplyNotice lostReply={lostReply} submitLabel="Create pipe" />
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="form"
        noValidate
        onSubmit={(e) => void (active === LAST ? create(e) : next(e))}
        // The card lays out its items itself, not through a Stack inside it (ITEM_GAP).
        style={ITEM_GAP.md}
      >
        <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
          {WIZARD_STEPS[active]}
        </Title>
        {active === 0 && <SourceStep control={form.control} />}
        {active === 1 && <ConnectionStep control={form.control} restoredDraft={draft !== null} />}
        {active === 2 && <DestinationStep form={form} columns={columns} />}
        {active === 3 && <FieldMappingsStep form={form} columns={columns} />}
        {active === 4 && <SettingsStep control={form.control} />}
        {active === LAST && <Review control={form.control} params={{ organizationId, serviceId }} onEdit={show} />}
        <SkippedOffscreen>
          <Group justify="space-between" mt="md">
            <Button variant="default" onClick={() => show(active - 1)} disabled={active === 0}>
              Back
            </Button>
            {active < LAST ? (
              <Button type="submit">Next</Button>
            ) : (
              <WriteButton
                type="submit"
                loading={mutation.isPending}
                disabled={mutation.isPending || lost.blocksSubmit}
                disabledReason={notRunning ? 'A pipe is created only in a running service: start it first (above).' : undefined}
              >
                Create pipe
              </WriteButton>
            )}
          </Group>
        </SkippedOffscreen>
      </Card>
      <FollowServices organizationId={organizationId} services={services.data} listUpdatedAt={services.dataUpdatedAt} />
    </Stack>
  );
}

/** The Review step reads every value; mounted only on that step, so typing elsewhere never re-renders the whole form. */
function Review({
  control,
  params,
  onEdit,
}: {
  control: FormControl<WizardValues>;
  params: { organizationId: string; serviceId: string };
  onEdit: (step: number) => void;
}) {
  const values = useWatch({ control }) as WizardValues;
  const body = toCreateBody(values);
  return <ReviewStep values={values} body={body} onEdit={onEdit} request={previewOf(operations.createPipe, params, body)} />;
}
