import type { Pipe } from '../../../contract';

/** A Completed pipe cannot be edited (real-apis.md). */
export const EDIT_COMPLETED_REASON = 'A Completed pipe cannot be edited: its one-time load is over.';

/** Why Edit is not offered for this pipe now, or undefined when it is. */
export function editBlockedReason(pipe: Pick<Pipe, 'state'>, serviceRunning: boolean | undefined): string | undefined {
  if (pipe.state === 'Completed') return EDIT_COMPLETED_REASON;
  if (serviceRunning === false) return 'Pipe operations need a running service.';
  return undefined;
}
