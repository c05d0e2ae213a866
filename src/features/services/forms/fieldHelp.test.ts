import { describe, expect, it } from 'vitest';
import { SERVICE_FIELD_HELP as HELP } from './fieldHelp';

describe('service field help', () => {
  it('speaks to a person: never of the contract documents or the seed', () => {
    for (const [field, text] of Object.entries(HELP)) expect(text, field).not.toMatch(/contract|seed/i);
  });

  it('each field the vendor document marks deprecated says so first, with what to use instead', () => {
    expect(HELP.tier).toMatch(/^Deprecated: set the memory per replica and the number of replicas \(Scaling\) instead/);
    expect(HELP.minTotalMemoryGb).toMatch(/^Deprecated: set the minimum memory per replica \(Scaling\) instead/);
    expect(HELP.maxTotalMemoryGb).toMatch(/^Deprecated: set the maximum memory per replica \(Scaling\) instead/);
    expect(HELP.privateEndpointIds).toMatch(/^Deprecated: create the service first, then register private endpoints on its page/);
  });
});
