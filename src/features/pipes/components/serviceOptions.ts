import type { Service } from '../../../contract';

/** How many trailing characters of a service id tell two services apart in a label. */
const ID_SUFFIX = 6;

/**
 * The service picker's options. A name used once is shown as is; services sharing a name are
 * told apart by provider and region, and by the end of their id when those are the same too
 * ("Analytics (aws us-east-1, …9c1f2a)"). A service without a name shows its id.
 */
export function serviceOptions(services: readonly Service[]): { value: string; label: string }[] {
  const byName = new Map<string, Service[]>();
  for (const s of services) {
    const name = s.name || s.id;
    byName.set(name, [...(byName.get(name) ?? []), s]);
  }
  return services.map((s) => {
    const name = s.name || s.id;
    const twins = byName.get(name) ?? [];
    if (twins.length < 2) return { value: s.id, label: name };
    const where = [s.provider, s.region].filter(Boolean).join(' ');
    const sameWhere = twins.filter((t) => [t.provider, t.region].filter(Boolean).join(' ') === where).length > 1;
    const parts = [where, sameWhere || where === '' ? `…${s.id.slice(-ID_SUFFIX)}` : ''].filter(Boolean);
    return { value: s.id, label: `${name} (${parts.join(', ')})` };
  });
}
