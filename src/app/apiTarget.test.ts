import { describe, expect, it } from 'vitest';
import { apiTargetText } from './ApiTargetBadge';

describe('the header on the API targets', () => {
  it('names the management target, and the alert one where it is of the other kind', () => {
    expect(apiTargetText('cloud', 'hyperdx')).toBe('ClickHouse Cloud');
    expect(apiTargetText('contract', 'contract')).toBe('Local emulator');
    expect(apiTargetText('cloud', 'contract')).toBe('ClickHouse Cloud · alerts: local emulator');
    expect(apiTargetText('contract', 'hyperdx')).toBe('Local emulator · alerts: HyperDX');
  });
});
