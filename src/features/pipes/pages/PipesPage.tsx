import { Alert, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Freshness } from '../../../components/Freshness';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { isApiError } from '../../../api/errors';
import type { Pipe, Service } from '../../../contract';
import { useRequiredSession } from '../../../session/store';
import { DeletePipeModal } from '../components/DeletePipeModal';
import { FollowPipes } from '../components/FollowPipes';
import { FollowServices } from '../../../entities/followServices';
import { NoPipes, NoServices, ServiceNotRunning } from '../components/PipesEmptyStates';
import { PipesTable } from '../components/PipesTable';
import { ServiceSelect } from '../components/ServiceSelect';
import { COMMAND_LABELS, usePipeCommand } from '../components/usePipeCommand';
import { StartServiceButton } from '../components/StartServiceButton';
import { ServiceNotRunningNotice } from '../components/ServiceNotRunningNotice';
import { isPipeTransitional, PIPE_POLL_MS } from '../../../entities/pipeState';
import { pipeQueries } from '../queries';
import { isServiceRunning, serviceStateDisplay } from '../../../entities/serviceState';
import { useKeyRole } from '../../../session/keyRole';
import { WriteButton } from '../../../session/WriteAccess';
import { quotedName } from '../../../components/displayName';

/** /pipes?service=<id>: the pipes of one service of the organization, with their state and commands. */
export function PipesPage() {
  const { organizationId } = useRequiredSession();
  const [params, setParams] = useSearchParams();
  const services = useQuery(pipeQueries.services(organizationId));
  const requested = params.get('service');
  const selected = services.data?.find((s) => s.id === requested);

  // No choice in the URL yet: take the first service, without adding a history entry.
  useEffect(() => {
    const first = services.data?.[0];
    if (!requested && first) setParams({ service: first.id }, { replace: true });
  }, [requested, services.data, setParams]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            Pipes
          </Title>
          <Text c="dimmed" size="sm">
            Pipes load data from a stream, object storage or a database into a table of a service.
          </Text>
        </div>
        {selected && (
          <WriteButton to={`/pipes/${encodeURIComponent(selected.id)}/new`} leftSection={<IconPlus size={16} />}>
            Create pipe
          </WriteButton>
        )}
      </Group>
      {services.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading services" />
        </Center>
      )}
      {services.isError && services.data === undefined && <ApiErrorAlert error={services.error} />}
      {services.data && services.data.length === 0 && <NoServices />}
      {services.data && services.data.length > 0 && (
        <>
          <Card withBorder radius="md" padding="md">
            <ServiceSelect services={services.data} value={requested} onChange={(id) => setParams({ service: id })} />
          </Card>
          {requested && !selected && (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} title="Service not found">
              This organization has no service with the id in the address. Choose a service above.
            </Alert>
          )}
          {selected && <ServicePipes key={selected.id} organizationId={organizationId} service={selected} />}
        </>
      )}
      <FollowServices organizationId={organizationId} services={services.data} listUpdatedAt={services.dataUpdatedAt} />
    </Stack>
  );
}

function ServicePipes({ organizationId, service }: { organizationId: string; service: Service }) {
  const running = isServiceRunning(service);
  const role = useKeyRole();
  const writeReason = role.reason;
  const pipes = useQuery(pipeQueries.list(organizationId, service.id));
  const { confirm, mutation } = usePipeCommand(organizationId, service.id);
  const [deleting, setDeleting] = useState<Pipe | null>(null);
  const name = service.name || service.id;
  const notRunningError = pipes.isError && isApiError(pipes.error) && pipes.error.status === 424;
  const polling = (pipes.data ?? []).some((p) => isPipeTransitional(p.state));
  // A read refused while the service was down is tried again once it runs (woken or started here).
  const { refetch } = pipes;
  useEffect(() => {
    if (running && notRunningError) void refetch();
  }, [running, notRunningError, refetch]);

  if (pipes.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading pipes" />
      </Center>
    );
  }
  if (notRunningError || (pipes.isError && !running)) {
    return (
      <ServiceNotRunning
        serviceName={name}
        stateLabel={serviceStateDisplay(service.state).label}
        action={<StartServiceButton organizationId={organizationId} service={service} />}
      />
    );
  }
  // A failed refresh (a poll refused by the rate limit, …) keeps the list shown, like QueryState.
  if (pipes.data === undefined) return <ApiErrorAlert error={pipes.error} />;

  return (
    <Stack gap="md">
      <Freshness query={pipes} label="pipes" />
      {!running && (
        <ServiceNotRunningNotice
          organizationId={organizationId}
          service={service}
          consequence="Pipe operations need a running service, so start, stop and resync are unavailable until it runs again."
        />
      )}
      {mutation.isError && (
        <ApiErrorAlert
          error={mutation.error}
          title={`Could not ${COMMAND_LABELS[mutation.variables.command].toLowerCase()} ${quotedName(mutation.variables.pipe.name)}`}
        />
      )}
      {pipes.data.length === 0 ? (
        <NoPipes serviceName={name} serviceId={service.id} />
      ) : (
        <>
          <PipesTable
            serviceId={service.id}
            pipes={pipes.data}
            onCommand={(pipe, command) => {
              mutation.reset();
              confirm(pipe, command);
            }}
            pending={mutation.isPending ? { pipeId: mutation.variables.pipe.id, command: mutation.variables.command } : undefined}
            actionsDisabledReason={writeReason ?? (running ? undefined : 'Pipe operations need a running service.')}
            onDelete={setDeleting}
            role={role}
          />
          {deleting && (
            <DeletePipeModal
              key={deleting.id}
              pipe={deleting}
              organizationId={organizationId}
              serviceId={service.id}
              opened
              onClose={() => setDeleting(null)}
              onDeleted={() => setDeleting(null)}
            />
          )}
          <FollowPipes organizationId={organizationId} serviceId={service.id} pipes={pipes.data} listUpdatedAt={pipes.dataUpdatedAt} />
          <Text size="xs" c="dimmed">
            {pipes.data.length} {pipes.data.length === 1 ? 'pipe' : 'pipes'}
            {polling ? ` · states refresh every ${PIPE_POLL_MS / 1000} seconds while a pipe is changing` : ''}
          </Text>
        </>
      )}
    </Stack>
  );
}
