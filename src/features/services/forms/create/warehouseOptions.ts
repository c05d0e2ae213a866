import { nameText } from '../../../../components/displayName';
import type { Service } from '../../../../contract';

export interface WarehouseOption {
  /** The warehouse's ID. */
  value: string;
  /** Its services, by name: "Analytics, Reporting". */
  services: string;
}

/** The organization's warehouses, each with the services in it (from the services list). */
export function warehouseOptions(services: readonly Service[]): WarehouseOption[] {
  const byWarehouse = new Map<string, string[]>();
  for (const s of services) {
    if (!s.dataWarehouseId) continue;
    byWarehouse.set(s.dataWarehouseId, [...(byWarehouse.get(s.dataWarehouseId) ?? []), nameText(s.name, undefined, s.id)]);
  }
  return [...byWarehouse].map(([value, names]) => ({ value, services: names.sort((a, b) => a.localeCompare(b)).join(', ') }));
}
