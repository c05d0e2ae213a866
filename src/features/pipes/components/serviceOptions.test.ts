import { describe, expect, it } from 'vitest';
import type { Service } from '../../../contract';
import { serviceOptions } from './serviceOptions';

const svc = (id: string, name: string, region = 'us-east-1', provider = 'aws') => ({ id, name, provider, region, state: 'running' }) as Service;

describe('serviceOptions: the pipes service picker tells services with the same name apart', () => {
  it('a unique name is shown as is', () => {
    expect(serviceOptions([svc('a1', 'Analytics'), svc('b2', 'Billing')])).toEqual([
      { value: 'a1', label: 'Analytics' },
      { value: 'b2', label: 'Billing' },
    ]);
  });

  it('the same name in different regions: the region tells them apart', () => {
    expect(serviceOptions([svc('a1', 'Analytics', 'us-east-1'), svc('a2', 'Analytics', 'eu-west-1')]).map((o) => o.label)).toEqual([
      'Analytics · AWS us-east-1 (N. Virginia)',
      'Analytics · AWS eu-west-1 (Ireland)',
    ]);
  });

  it('the same name and region: the end of the id too', () => {
    const labels = serviceOptions([svc('0000-aaaaaa', 'Analytics'), svc('0000-bbbbbb', 'Analytics'), svc('c3', 'Analytics', 'eu-west-1')]).map((o) => o.label);
    expect(labels).toEqual([
      'Analytics · AWS us-east-1 (N. Virginia) · …aaaaaa',
      'Analytics · AWS us-east-1 (N. Virginia) · …bbbbbb',
      'Analytics · AWS eu-west-1 (Ireland)',
    ]);
    expect(new Set(labels).size).toBe(3);
  });

  it('a service without a name shows its id', () => {
    expect(serviceOptions([svc('id-1', '')])).toEqual([{ value: 'id-1', label: 'id-1' }]);
  });
});
