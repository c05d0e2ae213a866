import { opQuery } from '../../api/queryKeys';
import { operations } from '../../contract';

/** The activity log of a range (query keys hold the organization and the range). */
export const activityQueries = {
  list: (organizationId: string, from_date: string, to_date: string) => opQuery(operations.listActivities, { organizationId, from_date, to_date }),
};
