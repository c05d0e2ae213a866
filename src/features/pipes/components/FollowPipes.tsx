import { useQueryClient } from '@tanstack/react-query';
import { isNoSuchItem } from '../../../api/errors';
import type { Pipe } from '../../../contract';
import { FollowItems } from '../../../entities/followItems';
import { isPipeTransitional } from '../../../entities/pipeState';
import { dropPipe, pipeQueries, replacePipeInList } from '../queries';

/**
 * Polls each changing pipe of a service's list by its own read (`GET .../clickpipes/{id}`) and
 * writes every answer into the list (entities/followItems); a pipe whose read says it is gone
 * leaves the list. Render it beside the list.
 */
export function FollowPipes({
  organizationId,
  serviceId,
  pipes,
  listUpdatedAt,
}: {
  organizationId: string;
  serviceId: string;
  pipes: readonly Pipe[] | undefined;
  listUpdatedAt: number;
}) {
  const queryClient = useQueryClient();
  return (
    <FollowItems
      items={pipes}
      listUpdatedAt={listUpdatedAt}
      isTransitional={isPipeTransitional}
      itemQuery={(pipeId) => pipeQueries.detail(organizationId, serviceId, pipeId)}
      put={(pipe) => replacePipeInList(queryClient, organizationId, serviceId, pipe)}
      drop={(pipeId) => dropPipe(queryClient, organizationId, serviceId, pipeId)}
      isGone={isNoSuchItem}
    />
  );
}
