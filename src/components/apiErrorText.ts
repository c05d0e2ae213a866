// The words of ApiErrorAlert (pure, so they are unit-tested): its title and the server's own words.
import { isApiError, mayHaveBeenApplied, type ApiError } from '../api/errors';
import { forbiddenCause, stripEndPunctuation, type ForbiddenCause } from '../api/messages';

const TITLES: Record<number, string> = {
  400: 'The request was refused',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Request too large',
  424: 'The service is not ready',
  429: 'Too many requests',
};

const FORBIDDEN_TITLES: Record<ForbiddenCause, string> = {
  'ip-access-list': 'This address is not on the key’s IP access list',
  organization: 'This key belongs to another organization',
  role: 'The key’s role does not allow this',
  unknown: 'Not allowed',
};

/**
 * The server's own words, when the sentence above does not already carry them and they are more
 * than a reason code alone ("INTERNAL_ERROR", "FORBIDDEN": the parser found a code and nothing
 * after it), which says no more than the status beside it.
 */
export function serverWords(error: ApiError): string | undefined {
  const text = error.detail ?? error.serverMessage;
  const codeAlone = error.code !== undefined && error.detail === undefined;
  if (!text || codeAlone || error.message.includes(stripEndPunctuation(text))) return undefined;
  return error.serverMessage ?? text;
}

/** The alert's title when the page gives none: what kind of failure this was. */
export function titleFor(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong';
  if (mayHaveBeenApplied(error)) return 'The request may have been applied';
  if (error.kind === 'network') return 'Could not reach the API';
  if (error.kind === 'timeout') return 'The API did not answer in time';
  if (error.kind === 'invalid-response') return 'Unreadable response';
  if (error.kind === 'invalid-params') return 'This address is not valid';
  if (error.status >= 500) return 'Server error';
  if (error.status === 403) return FORBIDDEN_TITLES[forbiddenCause(error.detail)];
  return TITLES[error.status] ?? `Request failed (${error.status})`;
}
