/**
 * Work kept across a sign-in (issue 11 item 4): when a session ends with "return here" (a 401,
 * the idle time-out) while a form holds unsent input, what was typed is written to this tab's
 * sessionStorage after the session is cleared, and the form takes it back when it mounts again
 * after the next sign-in. Never a secret: every value under a key that names one (password,
 * secret, token, credentials, private or access key) is left out. A plain sign-out keeps nothing.
 *
 * The form shell registers each mounted form here (components/form/useFormShell.ts).
 */

type Snapshot = () => unknown;

const PREFIX = 'console.formDraft.';
const sources = new Map<string, Snapshot>();

/** Names of values never kept (whatever their depth). */
const SECRET_KEY = /password|secret|token|credential|private.?key|access.?key|connection.?string|service.?account/i;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The value with every secret-named key removed, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!SECRET_KEY.test(k)) out[k] = withoutSecrets(v);
  return out;
}

/**
 * A mounted form offers its unsent input under `key` (organization, route and form): `snapshot`
 * returns the values to keep, or undefined when nothing was typed. Returns the unregister function.
 */
export function offerDraft(key: string, snapshot: Snapshot): () => void {
  sources.set(key, snapshot);
  return () => {
    if (sources.get(key) === snapshot) sources.delete(key);
  };
}

/** Reads the mounted forms' unsent input (call before the session's storage is cleared). */
export function collectDrafts(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, snapshot] of sources) {
    try {
      const values = snapshot();
      if (values !== undefined) out.set(key, JSON.stringify(withoutSecrets(values)));
    } catch {
      // A form that cannot be read keeps nothing; the others still do.
    }
  }
  return out;
}

/** Writes drafts collected before the storage was cleared. */
export function keepDrafts(drafts: Map<string, string>): void {
  const s = storage();
  if (!s) return;
  for (const [key, json] of drafts) {
    try {
      s.setItem(PREFIX + key, json);
    } catch {
      // Storage full: that form starts empty again.
    }
  }
}

/** Keeps a form's unsent input in this tab now (a form kept in the tab: a reload brings it back), secrets left out. */
export function saveDraft(key: string, values: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(withoutSecrets(values)));
  } catch {
    // Storage full: that form starts empty again.
  }
}

/** The values kept for `key`, removed from storage as they are handed back (once). */
export function takeDraft(key: string): unknown {
  const s = storage();
  const raw = s?.getItem(PREFIX + key);
  if (!raw) return undefined;
  s?.removeItem(PREFIX + key);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Forgets what was kept for `key` (its form was sent). */
export function dropDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}
