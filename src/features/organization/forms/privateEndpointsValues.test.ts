import { describe, expect, it } from 'vitest';
import {
  ADD_DEPRECATED_TEXT,
  ALREADY_REGISTERED_MESSAGE,
  NOTHING_STAGED_MESSAGE,
  emptyPrivateEndpointsValues,
  privateEndpointsFormSchema,
  toRequestBody,
} from './privateEndpointsValues';

const a = { id: 'vpce-a', description: 'A' };
const b = { id: 'vpce-b', description: '' };

describe('organization private endpoints: form values -> PATCH body', () => {
  it('nothing staged is an empty body (which the contract refuses)', () => {
    expect(toRequestBody(emptyPrivateEndpointsValues)).toEqual({});
    // Refused with this card's own words, once (not the contract's "the name or the private endpoints").
    expect(privateEndpointsFormSchema([]).safeParse(emptyPrivateEndpointsValues).error?.issues).toEqual([
      expect.objectContaining({ path: [], message: NOTHING_STAGED_MESSAGE }),
    ]);
  });

  it('sends additions alone, removals alone, or both', () => {
    expect(toRequestBody({ privateEndpoints: { add: [a], remove: [] } })).toEqual({ privateEndpoints: { add: [a] } });
    expect(toRequestBody({ privateEndpoints: { add: [], remove: [b] } })).toEqual({ privateEndpoints: { remove: [b] } });
    expect(toRequestBody({ privateEndpoints: { add: [a], remove: [b] } })).toEqual({ privateEndpoints: { add: [a], remove: [b] } });
  });

  it('the resolver outputs the body, and flags an ID already registered at its row', () => {
    const schema = privateEndpointsFormSchema(['vpce-b']);
    expect(schema.parse({ privateEndpoints: { add: [a], remove: [] } })).toEqual({ privateEndpoints: { add: [a] } });
    const refused = schema.safeParse({ privateEndpoints: { add: [a, { id: 'vpce-b', description: '' }], remove: [] } });
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['privateEndpoints', 'add', 1, 'id'], message: ALREADY_REGISTERED_MESSAGE })]);
  });

  it('re-adding an ID staged for removal is allowed (removals apply first)', () => {
    const schema = privateEndpointsFormSchema(['vpce-b']);
    expect(schema.safeParse({ privateEndpoints: { add: [b], remove: [b] } }).success).toBe(true);
  });
});

describe('adding organization private endpoints', () => {
  it('is labelled deprecated, with what to use instead (the vendor document deprecates add, not remove)', () => {
    expect(ADD_DEPRECATED_TEXT).toMatch(/^Deprecated: register a private endpoint on each service that uses it instead/);
    expect(ADD_DEPRECATED_TEXT).not.toMatch(/contract|seed/i);
  });
});
