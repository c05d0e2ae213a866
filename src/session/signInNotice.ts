/**
 * A one-shot message for the sign-in page, set just before the session is cleared (sign-out,
 * a 401, idle time-out). The guard that sends the person to sign-in passes it along.
 */
let notice: { message: string; returnHere: boolean } | null = null;

export function setSignInNotice(message: string, returnHere: boolean): void {
  notice = { message, returnHere };
}

/** Reads the notice without consuming it (render may run twice); cleared at the next sign-in. */
export function peekSignInNotice(): { message: string; returnHere: boolean } | null {
  return notice;
}

export function clearSignInNotice(): void {
  notice = null;
}
