import { describe, expect, it } from 'vitest';
import { alertCreateSchema } from './alert';
import { ID_INNER_SPACE_MESSAGE, idText, privateEndpointSchema, typedUuidSchema, UUID_MESSAGE } from './common';
import { serviceCreateSchema } from './service-create';

describe('ids typed or pasted', () => {
  const id = idText('Enter the ID.');
  it('trims spaces around an id', () => {
    expect(id.parse('  dash-42\t')).toBe('dash-42');
    expect(id.parse('a')).toBe('a');
  });
  it('refuses spaces inside, and a blank id', () => {
    expect(id.safeParse('dash 42').error?.issues[0].message).toBe(ID_INNER_SPACE_MESSAGE);
    expect(id.safeParse(' dash\u00a042 ').error?.issues[0].message).toBe(ID_INNER_SPACE_MESSAGE);
    expect(id.safeParse('   ').error?.issues[0].message).toBe('Enter the ID.');
    expect(id.safeParse('').error?.issues.map((i) => i.message)).toEqual(['Enter the ID.']);
  });
  it('trims a pasted UUID before judging it', () => {
    expect(typedUuidSchema.parse(' 3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b ')).toBe('3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b');
    expect(typedUuidSchema.safeParse('3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5').error?.issues[0].message).toBe(UUID_MESSAGE);
  });
  it('is the rule of the ids the forms ask for', () => {
    expect(privateEndpointSchema.parse({ id: ' vpce-1 ' })).toEqual({ id: 'vpce-1' });
    const service = serviceCreateSchema.safeParse({ name: 's', provider: 'aws', region: 'us-east-1', dataWarehouseId: ' wh 1 ' });
    expect(service.error?.issues.find((i) => i.path[0] === 'dataWarehouseId')?.message).toBe(ID_INNER_SPACE_MESSAGE);
    const alert = alertCreateSchema.safeParse({
      source: 'tile',
      dashboardId: ' dash-42 ',
      tileId: 'tile 7',
      threshold: 1,
      thresholdType: 'above',
      interval: '5m',
      channel: { type: 'webhook', webhookId: ' webhook-ops ' },
    });
    expect(alert.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['tileId', ID_INNER_SPACE_MESSAGE]]);
  });
});
