import { Alert, Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { isNoSuchItem } from '../../../api/errors';
import { QueryState } from '../../../components/QueryState';
import { sourceKind } from '../../../entities/pipeState';
import { useRequiredSession } from '../../../session/store';
import { ReadOnlyNotice } from '../../../session/WriteAccess';
import { pipeDetailPath } from '../components/PipesTable';
import { pipeQueries } from '../queries';
import { EDIT_COMPLETED_REASON } from './editAvailability';
import { EditPipeForm } from './EditPipeForm';

/** /pipes/:serviceId/:pipeId/edit: Update pipe (operation 4) for the pipe's kind. */
export function EditPipePage() {
  const { serviceId = '', pipeId = '' } = useParams();
  const { organizationId } = useRequiredSession();
  const pipe = useQuery(pipeQueries.detail(organizationId, serviceId, pipeId));
  const services = useQuery(pipeQueries.services(organizationId));
  const serviceName = services.data?.find((s) => s.id === serviceId)?.name ?? 'Service';
  const kind = pipe.data ? sourceKind(pipe.data) : undefined;
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/pipes">
          Pipes
        </Anchor>
        <Anchor component={Link} to={`/pipes?service=${encodeURIComponent(serviceId)}`}>
          {serviceName}
        </Anchor>
        <Anchor component={Link} to={pipeDetailPath(serviceId, pipeId)}>
          {pipe.data?.name ?? 'Pipe'}
        </Anchor>
        <Text size="sm">Edit</Text>
      </Breadcrumbs>
      <div>
        <Title order={1} size="h2">
          Edit pipe {pipe.data ? `“${pipe.data.name}”` : ''}
        </Title>
        <Text c="dimmed" size="sm">
          Only what changed is sent; the request preview shows it.
        </Text>
      </div>
      <ReadOnlyNotice />
      <QueryState query={pipe} loadingLabel="Loading pipe" errorTitle={isNoSuchItem(pipe.error) ? 'No pipe with this id in this service' : undefined}>
        {(data) =>
          !kind ? (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} title="Unknown source">
              This pipe reads from a source this console does not know, so it cannot edit it.
            </Alert>
          ) : data.state === 'Completed' ? (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} title="This pipe cannot be edited">
              {EDIT_COMPLETED_REASON}
            </Alert>
          ) : (
            <EditPipeForm key={data.id} pipe={data} kind={kind} organizationId={organizationId} serviceId={serviceId} />
          )
        }
      </QueryState>
    </Stack>
  );
}
