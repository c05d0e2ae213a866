import { notifications } from '@mantine/notifications';
import { unreadNote } from '../../api/lenientRead';

/**
 * A write answered 2xx was done, whatever its body holds. When part of the answer could not be
 * read (a field in a shape the console does not know), or the page could not use it, the person
 * is told it was done and what could not be read, with the request id to quote.
 */
export function reportUnreadAnswer(result: unknown, pageFailure?: unknown): void {
  const note = unreadNote(result);
  if (!note && pageFailure === undefined) return;
  const parts = note?.parts.length ? note.parts.join(', ') : 'what the page needed to show the result';
  notifications.show({
    color: 'yellow',
    title: 'Done, but part of the answer could not be read',
    message: `The server accepted the request. The console could not read: ${parts}. Reload the page to see the current state.${
      note?.requestId ? ` Request id: ${note.requestId}.` : ''
    }`,
    autoClose: false,
  });
}
