import { describe, expect, it } from 'vitest';
import { SERVICE_TABS, serviceHref, serviceTabOf } from './serviceTabs';

describe('service tabs in the address', () => {
  it('the bare service address is the overview', () => {
    expect(serviceTabOf(undefined)).toBe('overview');
    expect(serviceTabOf('')).toBe('overview');
    expect(serviceHref('abc')).toBe('/services/abc');
    expect(serviceHref('abc', 'overview')).toBe('/services/abc');
  });

  it('every other tab is named by its segment, and read back from it', () => {
    for (const tab of SERVICE_TABS.filter((t) => t.value !== 'overview')) {
      expect(serviceHref('abc', tab.value)).toBe(`/services/abc/${tab.segment}`);
      expect(serviceTabOf(tab.segment)).toBe(tab.value);
    }
  });

  it('a segment that names no tab is none (the overview is not named by "overview"), nor is a different case', () => {
    expect(serviceTabOf('overview')).toBeUndefined();
    expect(serviceTabOf('Scaling')).toBeUndefined();
    expect(serviceTabOf('scalin')).toBeUndefined();
  });

  it('the id is encoded', () => expect(serviceHref('a/b c', 'danger')).toBe('/services/a%2Fb%20c/danger'));
});
