import { describe, expect, it } from 'vitest';
import { holdOpenSecret, openSecretCount } from './openSecrets';

describe('open one-time secrets', () => {
  it('counts each secret on screen until it is released, once', () => {
    expect(openSecretCount()).toBe(0);
    const first = holdOpenSecret();
    const second = holdOpenSecret();
    expect(openSecretCount()).toBe(2);
    first();
    first(); // a second release of the same secret changes nothing
    expect(openSecretCount()).toBe(1);
    second();
    expect(openSecretCount()).toBe(0);
  });
});
