import { opQuery } from '../../api/queryKeys';
import { operations } from '../../contract';

/** Usage and cost of a range of UTC days (query keys hold the organization and the range). */
export const usageQueries = {
  cost: (organizationId: string, from_date: string, to_date: string) => opQuery(operations.getUsageCost, { organizationId, from_date, to_date }),
};
