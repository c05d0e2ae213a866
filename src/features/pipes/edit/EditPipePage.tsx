import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { isNoSuchItem } from '../../../api/errors';
import { QueryState } from '../../../components/QueryState';
import { sourceKind } from '../../../entities/pipeState';
import { useRequiredSession } from '../../../session/store';
import { ReadOnlyNotice } from '../../../session/WriteAccess';
import { pipeDetailPath, pipeListPath } from '../paths';
import { pipeQueries } from '../queries';
import { EDIT_COMPLETED_REASON } from './editAvailability';
import { EditPipeForm } from './EditPipeForm';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { Name } from '../../../components/Name';

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
      <PageBreadcrumbs
        trail={[
          { label: 'Pipes', to: '/pipes' },
          { label: <Name value={serviceName} maw={300} />, to: pipeListPath(serviceId) },
          { label: <Name value={pipe.data?.name ?? 'Pipe'} maw={400} />, to: pipeDetailPath(serviceId, pipeId) },
        ]}
        current="Edit"
      />
      <div>
        <Title order={1} size="h2">
          Edit pipe
          {pipe.data && (
            <>
              {' '}
              “<Name value={pipe.data.name} lines={0} />”
            </>
          )}
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
