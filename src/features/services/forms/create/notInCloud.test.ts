import { describe, expect, it } from 'vitest';
import { PROFILES, REGIONS, REGIONS_BY_PROVIDER } from '../../../../contract';
import { markedOptions, notInCloudNote } from './notInCloud';

describe('values ClickHouse Cloud refuses, marked in the create form', () => {
  it('marks me-central-1 in the words of each dialect, and no other region', () => {
    const label = (dialect: 'contract' | 'cloud') => markedOptions('region', REGIONS, dialect).find((o) => o.value === 'me-central-1')?.label;
    expect(label('contract')).toBe('me-central-1 (UAE · only on the local emulator)');
    expect(label('cloud')).toBe('me-central-1 (UAE · not offered by ClickHouse Cloud)');
    const marked = markedOptions('region', REGIONS, 'cloud').filter((o) => /offered/.test(o.label));
    expect(marked.map((o) => o.value)).toEqual(['me-central-1']);
  });

  it('names the place of every region beside its code', () => {
    const labels = markedOptions('region', REGIONS, 'cloud');
    expect(labels.find((o) => o.value === 'eu-west-1')?.label).toBe('eu-west-1 (Ireland)');
    expect(labels.find((o) => o.value === 'us-east-1')?.label).toBe('us-east-1 (N. Virginia)');
    expect(labels.find((o) => o.value === 'europe-west4')?.label).toBe('europe-west4 (Netherlands)');
    for (const o of labels) expect(o.label, o.value).toMatch(/^\S+ \(.+\)$/);
  });

  it('marks the four v1-highcpu profiles', () => {
    const marked = markedOptions('profile', PROFILES, 'contract').filter((o) => o.label !== o.value);
    expect(marked.map((o) => o.label)).toEqual(
      ['v1-highcpu-s', 'v1-highcpu-m', 'v1-highcpu-l', 'v1-highcpu-xl'].map((p) => `${p} (only on the local emulator)`),
    );
  });

  it('says what the marks mean only where a marked value is offered, and never speaks of the contract documents', () => {
    expect(notInCloudNote('region', 'contract', REGIONS_BY_PROVIDER.aws)).toBe(
      'The marked regions (me-central-1) work only on the local emulator: ClickHouse Cloud does not offer them.',
    );
    expect(notInCloudNote('region', 'cloud', REGIONS_BY_PROVIDER.aws)).toBe(
      'ClickHouse Cloud does not offer the marked regions (me-central-1): choose another.',
    );
    expect(notInCloudNote('region', 'cloud', REGIONS_BY_PROVIDER.gcp)).toBe('');
    for (const dialect of ['contract', 'cloud'] as const) {
      expect(notInCloudNote('profile', dialect, PROFILES)).not.toMatch(/contract|seed/i);
    }
  });
});
