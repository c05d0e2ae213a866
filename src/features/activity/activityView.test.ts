import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, type Activity } from '../../contract';
import { ACTIVITY_WORDS, activityText, actorText, filterActivities, filtersOf, RANGE_MESSAGES, rangeOf } from './activityView';

describe('activity words', () => {
  it('every documented type has words; an unknown one is shown as sent', () => {
    for (const t of ACTIVITY_TYPES) expect(ACTIVITY_WORDS[t]).toMatch(/\w/);
    expect(activityText({ type: 'something_new' })).toBe('something_new');
    expect(activityText({ type: 'openapi_key_update', keyUpdateType: 'state-changed' })).toBe('API key changed: state');
  });

  it('names an API key by its name, the system and support in words', () => {
    const names = new Map([['k1', 'CI key']]);
    expect(actorText({ actorType: 'api', actorId: 'k1' }, names)).toBe('API key “CI key”');
    expect(actorText({ actorType: 'api', actorId: 'k9', actorDetails: 'Old key' }, names)).toBe('API key “Old key”');
    expect(actorText({ actorType: 'system' }, names)).toBe('System');
    expect(actorText({ actorType: 'user', actorDetails: 'ada@example.com' }, names)).toBe('ada@example.com');
  });
});

describe('range', () => {
  it('defaults to the last 7 days, today included', () => {
    expect(filtersOf(new URLSearchParams(), new Date(2026, 2, 10))).toMatchObject({ from: '2026-03-04', to: '2026-03-10' });
  });

  it('one day is from its local start to its last millisecond; a reversed or malformed range is refused', () => {
    expect(rangeOf({ from: '2026-03-10', to: '2026-03-10' })).toEqual({
      ok: true,
      from_date: new Date(2026, 2, 10).toISOString(),
      to_date: new Date(new Date(2026, 2, 11).getTime() - 1).toISOString(),
    });
    expect(rangeOf({ from: '2026-03-11', to: '2026-03-10' })).toEqual({ ok: false, field: 'to', message: RANGE_MESSAGES.order });
    expect(rangeOf({ from: '2026-02-30', to: '2026-03-10' })).toEqual({ ok: false, field: 'from', message: RANGE_MESSAGES.day });
    expect(rangeOf({ from: '2026-03-01', to: '' })).toEqual({ ok: false, field: 'to', message: RANGE_MESSAGES.day });
  });
});

describe('filterActivities', () => {
  const a = (id: string, createdAt: string, extra: Partial<Activity> = {}): Activity => ({
    id,
    createdAt,
    type: 'service_create',
    actorType: 'api',
    actorId: 'k1',
    ...extra,
  });
  const list = [
    a('1', '2026-03-01T00:00:00Z'),
    a('2', '2026-03-02T00:00:00Z', { type: 'key_delete' }),
    a('3', '2026-03-03T00:00:00Z', { serviceId: 's', actorId: 'k2' }),
  ];

  it('keeps what every filter allows, newest first', () => {
    expect(filterActivities(list, {}).map((x) => x.id)).toEqual(['3', '2', '1']);
    expect(filterActivities(list, { type: 'service_create' }).map((x) => x.id)).toEqual(['3', '1']);
    expect(filterActivities(list, { actor: 'k2' }).map((x) => x.id)).toEqual(['3']);
    expect(filterActivities(list, { service: 's', type: 'key_delete' })).toEqual([]);
  });

  it('of two at the same instant, the later answered comes first', () => {
    const same = [a('1', '2026-03-01T00:00:00Z'), a('2', '2026-03-01T00:00:00Z')];
    expect(filterActivities(same, {}).map((x) => x.id)).toEqual(['2', '1']);
  });
});
