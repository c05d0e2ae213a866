import { describe, expect, it } from 'vitest';
import * as contract from './index.js';

// The names other parts of the console and the emulator depend on.
const REQUIRED_EXPORTS = [
  // common
  'uuidSchema', 'ipAccessEntrySchema', 'ipAccessListSchema', 'privateEndpointSchema',
  'formatIssuePath', 'issuesToFieldErrors', 'firstIssueText', 'issueText',
  // service
  'PROVIDERS', 'REGIONS_BY_PROVIDER', 'REGIONS', 'TIERS', 'PROFILES', 'RELEASE_CHANNELS', 'COMPLIANCE_TYPES',
  'BYOC_MEMORY_VALUES', 'SERVICE_STATES', 'TRANSITIONAL_SERVICE_STATES', 'serviceCreateSchema', 'replicaScalingSchema',
  'servicePrivateEndpointCreateSchema', 'serviceSchema', 'serviceCreateResultSchema', 'serviceCreateContextIssues',
  'replicaScalingContextIssues', 'LIMIT_TEXT',
  // organization
  'organizationSchema', 'organizationUpdateSchema',
  // key
  'KEY_ROLES', 'KEY_ROLE_DESCRIPTIONS', 'KEY_STATES', 'hashDataSchema', 'keyCreateSchema', 'apiKeySchema', 'keyCreateResultSchema',
  // pipe
  'pipeCreateSchema', 'pipeUpdateSchema', 'pipeStateCommandSchema', 'PIPE_STATES', 'PIPE_SOURCE_KINDS', 'pipeSchema',
  // alert
  'ALERT_INTERVALS', 'ALERT_SOURCES', 'alertCreateSchema', 'alertSchema',
] as const;

describe('index', () => {
  it.each(REQUIRED_EXPORTS)('exports %s', (name) => {
    expect(contract).toHaveProperty(name);
    expect((contract as Record<string, unknown>)[name]).toBeDefined();
  });
  it('transitional service states are service states', () => {
    for (const s of contract.TRANSITIONAL_SERVICE_STATES) expect(contract.SERVICE_STATES).toContain(s);
  });
});
