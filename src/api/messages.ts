/** The sentences an ApiError carries: what happened and what to do, by HTTP status. */
import type { Credentials } from './client';

export interface MessageContext {
  credentials: Credentials | null;
  envelope: 'management' | 'alerts';
}

/** Ends the text with a full stop; capitalises it unless it starts with a field path. */
export function sentence(s: string, capitalise = true): string {
  const t = s.trim();
  if (t === '') return t;
  const first = capitalise ? t[0].toUpperCase() + t.slice(1) : t;
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

export function stripEndPunctuation(s: string): string {
  return s.trim().replace(/[.!?]+$/, '');
}

export function formatSeconds(ms: number): string {
  const s = Math.round(ms / 100) / 10;
  return s === 1 ? '1 second' : `${s} seconds`;
}

/**
 * What a management 403 is about, read from the server's own text: the key's IP access list refused
 * the caller, the organization is not the key's, or the key's role lacks the permission. The
 * console shows the server's text under a heading chosen by this (issue 10: not always "role").
 */
export type ForbiddenCause = 'ip-access-list' | 'organization' | 'role' | 'unknown';

export function forbiddenCause(serverText: string | undefined): ForbiddenCause {
  const t = (serverText ?? '').toLowerCase();
  if (/ip access list|ip address|\bip\b|not allowed from|from (this|your) address|requests from/.test(t)) return 'ip-access-list';
  // A role's refusal may name what it refused ("… does not allow reading the organization"): the role first.
  if (/role|permission|privilege|read-only|not authori[sz]ed to/.test(t)) return 'role';
  if (/organi[sz]ation/.test(t)) return 'organization';
  return 'unknown';
}

const FORBIDDEN_ADVICE: Record<ForbiddenCause, string> = {
  'ip-access-list':
    "This key's IP access list does not allow requests from this address. Add this address or its range to the key's IP access list, or use another key.",
  organization: 'This key belongs to another organization. Sign in with a key of this organization.',
  role: "This key's role does not allow this action. Use a key with the admin role.",
  unknown: "The server refused this action. Check the key's role, its IP access list and its organization.",
};

/**
 * What a sentence asks of a person when a failure persists. The id itself is not repeated: every
 * alert shows it beside the sentence, with a copy button.
 */
export function contactSupport(requestId: string | undefined): string {
  return requestId ? 'contact support and quote the request id' : 'contact support';
}

export function messageFor(status: number, m: { field?: string; detail?: string; requestId?: string; unreadable: boolean; ctx: MessageContext }): string {
  const { detail, field, requestId, unreadable, ctx } = m;
  const inParens = detail ? ` (${stripEndPunctuation(detail)})` : '';
  const bearer = ctx.credentials?.scheme === 'bearer' || (ctx.credentials === null && ctx.envelope === 'alerts');
  switch (status) {
    case 400:
      if (detail) return field ? sentence(`${field}: ${detail}`, false) : sentence(detail);
      return unreadable
        ? 'The request was rejected (400) and the server gave no readable reason. Check the values and try again.'
        : 'The request was rejected (400). Check the values and try again.';
    case 401: {
      if (ctx.credentials === null) return 'The request was sent without credentials. Sign in first.';
      // The server's reason when it gives one ("API key is disabled"), else the possible causes.
      const reason = detail !== undefined && !/^unauthori[sz]ed\W*$/i.test(detail) ? `: ${stripEndPunctuation(detail)}.` : undefined;
      return bearer
        ? `The access token was not accepted${reason ?? ' (wrong, revoked or expired).'} Sign in again with a valid token.`
        : `The key was not accepted${reason ?? ' (wrong key ID or secret, disabled or expired).'} Sign in again with a valid key.`;
    }
    case 403:
      return bearer
        ? `This access token is not allowed to do this${inParens}. Use a token with access to this resource.`
        : FORBIDDEN_ADVICE[forbiddenCause(detail)];
    case 404:
      return 'Not found: it may have been deleted, or the ID is wrong.';
    case 409:
      return `The change conflicts with the current state${inParens}. Reload to see the current state, then try again.`;
    case 413:
      return 'The request is too large for the server. Send less data and try again.';
    case 424:
      return `The service is not running${inParens}. Start the service or wait until it is running, then try again.`;
    case 429:
      return ctx.envelope === 'alerts'
        ? 'Too many requests: the API allows 100 requests per minute. Wait a moment and try again.'
        : 'Too many requests: the API allows 10 requests per 10 seconds. Wait a moment and try again.';
  }
  if (status >= 500) {
    return `The server failed (${status}). Try again in a moment; if it keeps failing, ${contactSupport(requestId)}.`;
  }
  if (unreadable) {
    return `The request failed (${status}) and the server sent a response the console could not read (not JSON). A proxy may be in the way.`;
  }
  return `The request failed (${status})${detail ? `: ${stripEndPunctuation(detail)}` : ''}. Check the request and try again.`;
}
