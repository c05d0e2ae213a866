import { PROVIDER_LABELS, regionLabel } from '../../contract';
import { nameText } from '../../components/displayName';

/** Display helpers shared by the services pages. */

export function providerLabel(provider: string | undefined): string {
  if (!provider) return '—';
  return PROVIDER_LABELS[provider as keyof typeof PROVIDER_LABELS] ?? provider;
}

/** Where a service runs: "AWS / eu-west-1 (Ireland)" (the region's place beside its code). */
export function whereLabel(provider: string | undefined, region: string | null | undefined): string {
  return nameText(`${providerLabel(provider)}${region ? ` / ${regionLabel(region)}` : ''}`, 200);
}

export function memoryRange(min: number | null | undefined, max: number | null | undefined): string {
  if (min == null && max == null) return '—';
  if (min === max || max == null) return `${min} GB`;
  if (min == null) return `up to ${max} GB`;
  return `${min}–${max} GB`;
}

export function yesNo(value: boolean | undefined | null): string {
  if (value === undefined || value === null) return '—';
  return value ? 'Yes' : 'No';
}

export function orDash(value: string | number | null | undefined): string {
  return value === undefined || value === null || value === '' ? '—' : String(value);
}
