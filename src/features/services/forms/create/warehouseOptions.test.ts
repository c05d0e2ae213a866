import { describe, expect, it } from 'vitest';
import type { Service } from '../../../../contract';
import { warehouseOptions } from './warehouseOptions';

const service = (name: string | undefined, dataWarehouseId: string | undefined, id = name ?? 'svc-id') => ({ id, name, dataWarehouseId }) as Service;

describe('warehouseOptions', () => {
  it('one option per warehouse, with its services by name, sorted; a service without a warehouse gives none', () => {
    expect(warehouseOptions([service('Reporting', 'wh-1'), service('Analytics', 'wh-1'), service('Solo', 'wh-2'), service('Loose', undefined)])).toEqual([
      { value: 'wh-1', services: 'Analytics, Reporting' },
      { value: 'wh-2', services: 'Solo' },
    ]);
  });

  it('a service without a name is named by its id', () => {
    expect(warehouseOptions([service(undefined, 'wh-3', 'a1b2')])).toEqual([{ value: 'wh-3', services: 'a1b2' }]);
  });
});
