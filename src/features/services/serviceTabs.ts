/**
 * The tabs of a service's page, each named by the last segment of its address:
 * `/services/:serviceId` is the overview, `/services/:serviceId/scaling` the scaling, and so on.
 */
export const SERVICE_TABS = [
  { value: 'overview', segment: '', label: 'Overview' },
  { value: 'scaling', segment: 'scaling', label: 'Scaling' },
  { value: 'networking', segment: 'networking', label: 'Networking and security' },
  { value: 'backups', segment: 'backups', label: 'Backups' },
  { value: 'settings', segment: 'settings', label: 'Settings' },
  { value: 'danger', segment: 'danger', label: 'Danger zone' },
] as const;

export type ServiceTab = (typeof SERVICE_TABS)[number]['value'];

/** The route's parameter that holds the tab's segment (absent for the overview). */
export const SERVICE_TAB_PARAM = 'tab';

/** The tab an address's segment names (none: the overview), or undefined for a segment that names no tab. */
export function serviceTabOf(segment: string | undefined): ServiceTab | undefined {
  if (segment === undefined || segment === '') return 'overview';
  return SERVICE_TABS.find((t) => t.segment !== '' && t.segment === segment)?.value;
}

/** The address of a service's page on one of its tabs (default: the overview). */
export function serviceHref(serviceId: string, tab: ServiceTab = 'overview'): string {
  const base = `/services/${encodeURIComponent(serviceId)}`;
  const segment = SERVICE_TABS.find((t) => t.value === tab)?.segment ?? '';
  return segment === '' ? base : `${base}/${segment}`;
}

/** A tab's label, for a link that names where it leads ("the Networking and security tab"). */
export function serviceTabLabel(tab: ServiceTab): string {
  return SERVICE_TABS.find((t) => t.value === tab)?.label ?? tab;
}
