import { PROVIDER_LABELS, regionLabel, type Service } from '../../../contract';
import { nameText } from '../../../components/displayName';

/** How many trailing characters of a service id tell two services apart in a label. */
const ID_SUFFIX = 6;

/**
 * The service picker's options. A name used once is shown as is; services sharing a name are
 * told apart by provider and region, and by the end of their id when those are the same too
 * ("Analytics · AWS us-east-1 (N. Virginia) · …9c1f2a"; the region's place beside its code). A service without a name shows its id.
 */
const whereOf = (s: Service) =>
  [s.provider ? (PROVIDER_LABELS[s.provider as keyof typeof PROVIDER_LABELS] ?? s.provider) : '', s.region ? regionLabel(s.region) : '']
    .filter(Boolean)
    .join(' ');

export function serviceOptions(services: readonly Service[]): { value: string; label: string }[] {
  const byName = new Map<string, Service[]>();
  for (const s of services) {
    const name = s.name || s.id;
    byName.set(name, [...(byName.get(name) ?? []), s]);
  }
  return services.map((s) => {
    const name = s.name || s.id;
    const shown = nameText(name, 80);
    const twins = byName.get(name) ?? [];
    if (twins.length < 2) return { value: s.id, label: shown };
    const where = whereOf(s);
    const sameWhere = twins.filter((t) => whereOf(t) === where).length > 1;
    const parts = [shown, where, sameWhere || where === '' ? `…${s.id.slice(-ID_SUFFIX)}` : ''].filter(Boolean);
    return { value: s.id, label: parts.join(' · ') };
  });
}
