import { z } from 'zod';
import { ipAccessEntrySchema, serviceNameSchema, servicePatchSchema, type IpAccessEntry, type Service, type ServicePatch } from '../../../contract';

/** What the rename and IP access list forms edit: the service's name and its whole list, as edited. */
export interface EditServiceValues {
  name: string;
  ipAccessList: { source: string; description: string }[];
}

export const EDIT_SERVICE_MESSAGES = {
  duplicateSource: 'This address is already in the list; list each address once.',
  nameUnchanged: 'Nothing to save: change the name first.',
  listUnchanged: 'Nothing to save: change the IP access list first.',
} as const;

/** The form's starting point: the service as last read. */
export function editValuesOf(service: Pick<Service, 'name' | 'ipAccessList'>): EditServiceValues {
  return { name: service.name, ipAccessList: (service.ipAccessList ?? []).map((e) => ({ source: e.source, description: e.description ?? '' })) };
}

const entryOut = (e: { source: string; description: string }): IpAccessEntry => (e.description === '' ? { source: e.source } : e);

/**
 * The PATCH body: only what changed. The list goes as `{add, remove}` (the server removes first,
 * then adds; remove matches on `source`): a new address is added, a dropped one removed, and one
 * whose description changed is removed and added again with the new description.
 */
export function changedServiceFields(values: EditServiceValues, base: EditServiceValues): ServicePatch {
  const body: ServicePatch = {};
  if (values.name !== base.name) body.name = values.name;
  const before = new Map(base.ipAccessList.map((e) => [e.source, e.description]));
  const after = new Map(values.ipAccessList.map((e) => [e.source, e.description]));
  const remove = base.ipAccessList.filter((e) => !after.has(e.source) || after.get(e.source) !== e.description).map((e) => ({ source: e.source }));
  const add = values.ipAccessList.filter((e) => before.get(e.source) !== e.description).map(entryOut);
  if (remove.length > 0 || add.length > 0) {
    body.ipAccessList = { ...(add.length > 0 ? { add } : {}), ...(remove.length > 0 ? { remove } : {}) };
  }
  return body;
}

/** The rename form's values: the name alone. */
export type RenameValues = Pick<EditServiceValues, 'name'>;
/** The IP access list form's values: the whole list, as edited. */
export type IpAccessListValues = Pick<EditServiceValues, 'ipAccessList'>;

/**
 * The IP access list as edited, judged row by row with the contract's rules (so a message lands
 * on the address that breaks it), each address listed once.
 */
function editedListSchema(baseline: () => EditServiceValues) {
  return z.array(z.object({ source: z.string(), description: z.string() })).superRefine((entries, ctx) => {
    // An address the service already holds is not judged again: the console's rule may be
    // stricter than what the server once took, and such an entry must stay removable.
    const held = new Set(baseline().ipAccessList.map((e) => e.source));
    const seen = new Set<string>();
    entries.forEach((e, i) => {
      if (!held.has(e.source)) {
        const checked = ipAccessEntrySchema.shape.source.safeParse(e.source);
        if (!checked.success) ctx.addIssue({ code: 'custom', path: [i, 'source'], message: checked.error.issues[0]?.message ?? 'Not valid.' });
      }
      if (seen.has(e.source)) ctx.addIssue({ code: 'custom', path: [i, 'source'], message: EDIT_SERVICE_MESSAGES.duplicateSource });
      seen.add(e.source);
    });
  });
}

/**
 * Resolver schema of one part of the service (its name, or its IP access list): the part's values
 * judged field by field with the contract's rules; the output is what changed of that part only,
 * checked again by the contract's ServicePatchRequest schema. `baseline` is read at validation
 * time, so the form can take the updated service as its new starting point.
 */
function partSchema<S extends z.ZodObject>(fields: S, baseline: () => EditServiceValues, nothingChanged: string) {
  return fields
    .transform((values) => changedServiceFields({ ...baseline(), ...(values as Partial<EditServiceValues>) }, baseline()))
    .refine((body) => Object.keys(body).length > 0, { error: nothingChanged })
    .pipe(servicePatchSchema);
}

/** The rename form's schema: `{name}` when it changed. */
export function renameFormSchema(baseline: () => EditServiceValues) {
  return partSchema(z.object({ name: serviceNameSchema }), baseline, EDIT_SERVICE_MESSAGES.nameUnchanged);
}

/** The IP access list form's schema: `{ipAccessList: {add, remove}}` when it changed. */
export function ipAccessListFormSchema(baseline: () => EditServiceValues) {
  return partSchema(z.object({ ipAccessList: editedListSchema(baseline) }), baseline, EDIT_SERVICE_MESSAGES.listUnchanged);
}
