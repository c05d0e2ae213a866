import { Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isNoSuchItem } from '../../../api/errors';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { QueryState } from '../../../components/QueryState';
import type { Pipe } from '../../../contract';
import { useRequiredSession } from '../../../session/store';
import { DeletePipeModal } from '../components/DeletePipeModal';
import { PipeScalingForm } from '../components/PipeScalingForm';
import { PipeSettingsForm } from '../components/PipeSettingsForm';
import { SectionCard } from '../../../components/SectionCard';
import { AsCodeCard, GIVEN_KEYS, pipeCreateRequest, pipeTerraform } from '../../../entities/asCode';
import { DetailCard } from '../components/DetailTable';
import { pipeDetailPath, pipeListPath } from '../paths';
import { editBlockedReason } from '../edit/editAvailability';
import { PipeActionButtons } from '../components/PipeActionButtons';
import { FieldMappingsDetails, PipeDestinationDetails } from '../components/PipeDestinationDetails';
import { PipeScalingDetails, PipeSettingsDetails } from '../components/PipeSettingsDetails';
import { PipeSourceDetails } from '../components/PipeSourceDetails';
import { COMMAND_LABELS, usePipeCommand } from '../components/usePipeCommand';
import { DateTime } from '../../../components/DateTime';
import { FollowServices } from '../../../entities/followServices';
import { isPipeTransitional, PIPE_POLL_MS, SOURCE_KIND_LABELS, sourceKind } from '../../../entities/pipeState';
import { isServiceRunning } from '../../../entities/serviceState';
import { PipeStateBadge } from '../../../entities/StateBadge';
import { pipeQueries } from '../queries';
import { useKeyRole } from '../../../session/keyRole';
import { CodeName, Name } from '../../../components/Name';
import { WriteButton } from '../../../session/WriteAccess';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { quotedName, revealedName } from '../../../components/displayName';

/** /pipes/:serviceId/:pipeId: every field of one pipe, with its state commands. */
export function PipeDetailPage() {
  const { serviceId = '', pipeId = '' } = useParams();
  const { organizationId } = useRequiredSession();
  const role = useKeyRole();
  const writeReason = role.reason;
  const pipe = useQuery(pipeQueries.detail(organizationId, serviceId, pipeId));
  const services = useQuery(pipeQueries.services(organizationId));
  const service = services.data?.find((s) => s.id === serviceId);
  const { confirm, mutation } = usePipeCommand(organizationId, serviceId);
  const listPath = pipeListPath(serviceId);
  const navigate = useNavigate();
  const [deleteOpen, setDeleteOpen] = useState(false);

  return (
    <Stack gap="lg">
      <PageBreadcrumbs
        trail={[
          { label: 'Pipes', to: '/pipes' },
          { label: <Name value={service?.name ?? 'Service'} maw={300} />, to: listPath },
        ]}
        current={<Name value={pipe.data?.name ?? 'Pipe'} maw={400} />}
      />
      <QueryState
        query={pipe}
        loadingLabel="Loading pipe"
        refreshLabel="pipe"
        errorTitle={isNoSuchItem(pipe.error) ? 'No pipe with this id in this service' : undefined}
      >
        {() =>
          pipe.data && (
            <>
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <div>
                  <Group gap="sm">
                    <Title order={1} size="h2" miw={0}>
                      <Name value={pipe.data.name} lines={2} />
                    </Title>
                    <PipeStateBadge state={pipe.data.state} />
                  </Group>
                  <Text c="dimmed" size="sm">
                    {isPipeTransitional(pipe.data.state) ? (
                      `The state refreshes every ${PIPE_POLL_MS / 1000} seconds until the pipe settles.`
                    ) : (
                      <>
                        A pipe of service <Name value={service?.name ?? serviceId} lines={0} />.
                      </>
                    )}
                  </Text>
                </div>
                <Group gap={6}>
                  <EditButton
                    to={`${pipeDetailPath(serviceId, pipe.data.id)}/edit`}
                    reason={editBlockedReason(pipe.data, service && isServiceRunning(service))}
                  />
                  <PipeActionButtons
                    pipe={pipe.data}
                    size="sm"
                    onCommand={(p, command) => {
                      mutation.reset();
                      confirm(p, command);
                    }}
                    pending={mutation.isPending ? mutation.variables.command : undefined}
                    disabledReason={writeReason ?? (service && !isServiceRunning(service) ? 'Pipe operations need a running service.' : undefined)}
                    onDelete={() => setDeleteOpen(true)}
                    role={role}
                  />
                </Group>
              </Group>
              <DeletePipeModal
                pipe={pipe.data}
                organizationId={organizationId}
                serviceId={serviceId}
                opened={deleteOpen}
                onClose={() => setDeleteOpen(false)}
                onDeleted={() => void navigate(listPath, { replace: true })}
              />
              {mutation.isError && (
                <ApiErrorAlert
                  error={mutation.error}
                  title={`Could not ${COMMAND_LABELS[mutation.variables.command].toLowerCase()} ${quotedName(mutation.variables.pipe.name)}`}
                />
              )}
              <PipeSections pipe={pipe.data} serviceName={service?.name} />
              <SectionCard
                title="Rescale"
                description="The pipe's replicas, and the CPU and memory of each where its kind has them; only what you change is sent."
              >
                <PipeScalingForm organizationId={organizationId} serviceId={serviceId} pipe={pipe.data} />
              </SectionCard>
              <SectionCard
                title="Change settings"
                description="How the pipe inserts, as its kind allows. Empty: the service’s default. Saving replaces them all."
              >
                <PipeSettingsForm organizationId={organizationId} serviceId={serviceId} pipe={pipe.data} />
              </SectionCard>
              <AsCodeCard
                what="pipe"
                terraform={() => pipeTerraform(pipe.data, serviceId)}
                curl={() => pipeCreateRequest(organizationId, serviceId, pipe.data)}
                curlVariables={GIVEN_KEYS}
                curlNote="The API never answers a source's credentials: they are variables."
              />
            </>
          )
        }
      </QueryState>
      <FollowServices organizationId={organizationId} services={services.data} listUpdatedAt={services.dataUpdatedAt} />
    </Stack>
  );
}

function PipeSections({ pipe, serviceName }: { pipe: Pipe; serviceName?: string }) {
  const kind = sourceKind(pipe);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
      <Stack gap="md">
        <DetailCard
          title="Overview"
          rows={[
            { label: 'Pipe ID', value: <CodeName value={pipe.id} /> },
            { label: 'Service', value: serviceName ? revealedName(`${serviceName} (${pipe.serviceId ?? ''})`) : <CodeName value={pipe.serviceId ?? '—'} /> },
            { label: 'State', value: <PipeStateBadge state={pipe.state} /> },
            { label: 'Source', value: kind ? SOURCE_KIND_LABELS[kind] : 'Unknown' },
            { label: 'Created', value: <DateTime value={pipe.createdAt} /> },
            { label: 'Updated', value: <DateTime value={pipe.updatedAt} /> },
          ]}
        />
        {kind && <PipeScalingDetails pipe={pipe} kind={kind} />}
        {kind && <PipeSettingsDetails pipe={pipe} kind={kind} />}
      </Stack>
      <Stack gap="md">
        <PipeSourceDetails pipe={pipe} />
        <PipeDestinationDetails pipe={pipe} kind={kind} />
        {kind !== 'postgres' && <FieldMappingsDetails pipe={pipe} />}
      </Stack>
    </SimpleGrid>
  );
}

/** Edit (Update pipe), disabled with the reason where the pipe cannot be edited now; a read-only key sees WriteButton's reason. */
function EditButton({ to, reason }: { to: string; reason?: string }) {
  const button = (
    <WriteButton to={to} variant="light" leftSection={<IconPencil size={14} />} disabled={reason !== undefined}>
      Edit
    </WriteButton>
  );
  return reason ? (
    <Tooltip label={reason} withArrow>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
