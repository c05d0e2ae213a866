import { z } from 'zod';
import { ipAccessEntrySchema, serviceNameSchema, servicePatchSchema, type IpAccessEntry, type Service, type ServicePatch } from '../../../contract';

/** The rename / IP access list form: the service's name and its whole list, as edited. */
export interface EditServiceValues {
  name: string;
  ipAccessList: { source: string; description: string }[];
}

export const EDIT_SERVICE_MESSAGES = {
  duplicateSource: 'This address is already in the list; list each address once.',
  nothingChanged: 'Nothing to save: change the name or the IP access list first.',
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

/**
 * Resolver schema: the values are judged field by field with the contract's rules (so messages
 * land on the name or the address that breaks them), each address listed once; the output is the
 * changed fields only, checked again by the contract's ServicePatchRequest schema. `baseline` is
 * read at validation time, so the form can take the updated service as its new starting point.
 */
export function editServiceFormSchema(baseline: () => EditServiceValues) {
  return z
    .object({
      name: serviceNameSchema,
      ipAccessList: z.array(z.object({ source: z.string(), description: z.string() })).superRefine((entries, ctx) => {
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
      }),
    })
    .transform((values) => changedServiceFields(values, baseline()))
    .refine((body) => Object.keys(body).length > 0, { error: EDIT_SERVICE_MESSAGES.nothingChanged })
    .pipe(servicePatchSchema);
}
