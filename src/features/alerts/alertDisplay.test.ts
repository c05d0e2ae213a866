import { describe, expect, it } from 'vitest';
import { conditionOf, thresholdOf, thresholdTypeLabel } from './alertDisplay';
import { isSilencedNow, silenceSummary } from './alertSilenceDisplay';
import { isAlertField } from './forms/alertFormFields';

describe('threshold display, every threshold type', () => {
  it.each([
    ['above', 'Above 250'],
    ['below', 'Below 250'],
    ['above_exclusive', 'Above (exclusive) 250'],
    ['below_or_equal', 'Below or equal 250'],
    ['equal', 'Equal to 250'],
    ['not_equal', 'Not equal to 250'],
    ['between', 'Between 250 and 1,000'],
    ['not_between', 'Not between 250 and 1,000'],
    ['something_new', 'Something new 250'],
  ])('%s', (thresholdType, text) => {
    expect(thresholdOf({ threshold: 250, thresholdType, thresholdMax: 1000 })).toBe(text);
  });

  it('says when a range has no upper bound, and keeps the contract wording', () => {
    expect(thresholdOf({ threshold: 1, thresholdType: 'between' })).toBe('Between 1 and no upper bound');
    expect(conditionOf({ threshold: 250, thresholdType: 'below', interval: '15m' })).toBe('Below 250, checked every 15 minutes');
    expect(thresholdTypeLabel('above')).toBe('Above');
  });
});

describe('silence display', () => {
  const now = Date.parse('2026-03-19T12:00:00Z');
  it('reads the contract boolean and HyperDX object', () => {
    expect(silenceSummary({ silenced: false }, now)).toBe('No');
    expect(silenceSummary({ silenced: undefined }, now)).toBe('No');
    expect(silenceSummary({ silenced: true }, now)).toBe('Yes');
    const object = { by: 'user1', at: '2026-03-19T08:00:00Z', until: '2026-03-20T08:00:00Z' };
    expect(isSilencedNow({ silenced: object }, now)).toBe(true);
    const text = silenceSummary({ silenced: object }, now);
    expect(text).toMatch(/^Yes, until .*2026.*, by user1, since .*2026/);
  });

  it('a silence whose until has passed is over', () => {
    const ended = { silenced: { by: 'u', until: '2026-03-19T11:00:00Z' } };
    expect(isSilencedNow(ended, now)).toBe(false);
    expect(silenceSummary(ended, now)).toMatch(/^No \(a silence ended .*2026/);
  });
});

describe('isAlertField: server errors land on the fields of either form', () => {
  it.each(['threshold', 'channel.webhookId', 'thresholdMax', 'savedSearchId', 'channels', 'channels.3.webhookId', 'scheduleStartAt'])('%s', (path) => {
    expect(isAlertField(path)).toBe(true);
  });
  it('not other paths', () => {
    expect(isAlertField('channels.x')).toBe(false);
    expect(isAlertField('state')).toBe(false);
  });
});
