/**
 * The wizard's draft in sessionStorage (this tab only), so a reload or an accidental navigation
 * loses nothing but the credentials: every credential, secret and key field is left out and
 * asked again.
 */
import { emptyWizardValues, type WizardValues } from './wizardValues';

export interface WizardDraft {
  values: WizardValues;
  step: number;
}

/** The sessionStorage key of a wizard's draft (one per organization and service). */
export const draftKey = (organizationId: string, serviceId: string) => `console.pipeWizardDraft.${organizationId}.${serviceId}`;

/** The values with every credential, secret and key emptied (what the draft may keep). */
export function withoutSecrets(values: WizardValues): WizardValues {
  const v = structuredClone(values);
  const blank = emptyWizardValues().source;
  v.source.kafka.credentials = blank.kafka.credentials;
  v.source.kafka.schemaRegistry.credentials = blank.kafka.schemaRegistry.credentials;
  v.source.objectStorage.accessKey = blank.objectStorage.accessKey;
  v.source.objectStorage.connectionString = '';
  v.source.objectStorage.serviceAccountKey = '';
  v.source.kinesis.accessKey = blank.kinesis.accessKey;
  v.source.postgres.credentials = blank.postgres.credentials;
  return v;
}

export function saveDraft(organizationId: string, serviceId: string, draft: WizardDraft): void {
  try {
    sessionStorage.setItem(draftKey(organizationId, serviceId), JSON.stringify({ ...draft, values: withoutSecrets(draft.values) }));
  } catch {
    // Storage full or disabled: the wizard still works, only without a draft.
  }
}

/** The saved draft merged over empty values (a draft from an older shape still loads), or null. */
export function loadDraft(organizationId: string, serviceId: string): WizardDraft | null {
  try {
    const raw = sessionStorage.getItem(draftKey(organizationId, serviceId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<WizardDraft>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.values !== 'object') return null;
    return { values: mergeDeep(emptyWizardValues(), parsed.values) as WizardValues, step: Number(parsed.step) || 0 };
  } catch {
    return null;
  }
}

export function clearDraft(organizationId: string, serviceId: string): void {
  sessionStorage.removeItem(draftKey(organizationId, serviceId));
}

function mergeDeep(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (base && typeof base === 'object' && !Array.isArray(base) && over && typeof over === 'object' && !Array.isArray(over)) {
    const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [k, v] of Object.entries(over)) out[k] = mergeDeep(out[k], v);
    return out;
  }
  return over;
}
