import { describe, expect, it } from 'vitest';
import { PIPE_SCALING_FIELDS, PIPE_SCALING_LIMITS, PIPE_SETTING_FIELDS, PIPE_SETTINGS_LIMITS, isNumericSetting } from '../../../../contract';
import { boundHint } from './boundHint';

describe('boundHint', () => {
  it('a bound after a full stop is a sentence of its own; after a phrase it follows a semicolon', () => {
    expect(boundHint('How many replicas of the pipe run.', { min: 1, max: 40 })).toBe('How many replicas of the pipe run. 1 to 40.');
    expect(boundHint('Files read at once (deprecated by the service).', { min: 0 })).toBe('Files read at once (deprecated by the service). At least 0.');
    expect(boundHint('Rows pulled per batch', { min: 1, unit: 'row' })).toBe('Rows pulled per batch; at least 1 row');
    expect(boundHint('', { min: 1 })).toBe('At least 1');
  });

  it('every scaling and setting hint reads as sentences: no lowercase start after a full stop', () => {
    const hints = [
      ...PIPE_SCALING_FIELDS.map((f) => boundHint(f.help, PIPE_SCALING_LIMITS[f.field])),
      ...PIPE_SETTING_FIELDS.filter((f) => isNumericSetting(f.field)).map((f) =>
        boundHint(f.help, PIPE_SETTINGS_LIMITS[f.field as keyof typeof PIPE_SETTINGS_LIMITS]),
      ),
    ];
    for (const hint of hints) expect(hint).not.toMatch(/\.\s+[a-z]/);
  });
});
