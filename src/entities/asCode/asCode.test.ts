import { describe, expect, it } from 'vitest';
import { curlCommand } from '../../components/requestPreviewText';
import { pipeCreateSchema, pipeSchema, serviceCreateSchema, serviceSchema, keyCreateSchema, apiKeySchema, type Pipe, type Service } from '../../contract';
import { minimalPipes } from '../../contract/pipe-fixtures';
import { hclLabel, hclRef, hclString, resourceBlock } from './hcl';
import { GIVEN_KEYS, keyCreateRequest, pipeCreateRequest, serviceCreateRequest } from './recreate';
import { keyTerraform, pipeTerraform, serviceTerraform } from './terraform';

const ORG = '00000000-0000-4000-8000-0000000000aa';
const SERVICE_ID = '00000000-0000-4000-8000-0000000000bb';

const service: Service = serviceSchema.parse({
  id: SERVICE_ID,
  name: 'Analytics EU',
  provider: 'aws',
  region: 'eu-west-1',
  tier: 'production',
  ipAccessList: [{ source: '203.0.113.0/24', description: 'office' }],
  minReplicaMemoryGb: 16,
  maxReplicaMemoryGb: 64,
  numReplicas: 3,
  idleScaling: true,
  idleTimeoutMinutes: 15,
  isPrimary: true,
  privateEndpointIds: ['vpce-1'],
  endpoints: [
    { protocol: 'https', host: 'h', port: 8443 },
    { protocol: 'mysql', host: 'h', port: 3306 },
  ],
});

describe('hcl', () => {
  it('escapes quotes, backslashes, templates and every invisible character', () => {
    expect(hclString('a "b" \\ c')).toBe('"a \\"b\\" \\\\ c"');
    expect(hclString('${var.x} %{ if }')).toBe('"$${var.x} %%{ if }"');
    expect(hclString('line\nnext')).toBe('"line\\nnext"');
    // A right-to-left override and a zero-width space are shown as escapes, never as themselves.
    expect(hclString('evil\u202Etxt.exe\u200B')).toBe('"evil\\u202Etxt.exe\\u200B"');
  });

  it('makes labels Terraform accepts from any name, never empty', () => {
    expect(hclLabel('Analytics Production EU')).toBe('analytics_production_eu');
    expect(hclLabel('9 lives')).toBe('_9_lives');
    expect(hclLabel('Ünïcode')).toBe('unicode');
    expect(hclLabel('\u202E\u200B', 'service')).toBe('service');
    expect(hclLabel('x'.repeat(80))).toHaveLength(48);
  });

  it('leaves absent values out and quotes keys that are not identifiers', () => {
    const block = resourceBlock('t', 'n', { a: 'x', b: undefined, c: [], d: {}, e: { 'my key': 1 }, f: hclRef('var.f') });
    expect(block).toBe('resource "t" "n" {\n  a = "x"\n  e = {\n    "my key" = 1\n  }\n  f = var.f\n}');
  });
});

describe('serviceTerraform', () => {
  it('writes the provider’s attribute names, the password as a write-only variable, and the private endpoints', () => {
    const { text, variables } = serviceTerraform(service);
    expect(variables).toEqual(['analytics_eu_password']);
    expect(text).toContain('variable "analytics_eu_password" {');
    expect(text).toContain('resource "clickhouse_service" "analytics_eu" {');
    for (const line of [
      'name                  = "Analytics EU"',
      'cloud_provider        = "aws"',
      'region                = "eu-west-1"',
      'tier                  = "production"',
      'num_replicas          = 3',
      'min_replica_memory_gb = 16',
      'idle_timeout_minutes  = 15',
      'password_wo           = var.analytics_eu_password',
      'source      = "203.0.113.0/24"',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/endpoints = \{\n {4}mysql = \{\n {6}enabled = true/);
    expect(text).toContain('resource "clickhouse_private_endpoint_registration" "analytics_eu_endpoint_1"');
    expect(text).toContain('private_endpoint_ids = [clickhouse_private_endpoint_registration.analytics_eu_endpoint_1.private_endpoint_id]');
    // Never a secret value, never an attribute the provider does not have.
    expect(text).not.toMatch(/ipAccessList|provider =|password = "/);
  });

  it('writes an empty IP access list as such, no tier for the new tiers, and nothing for values never set', () => {
    const { text } = serviceTerraform({ ...service, ipAccessList: [], tier: 'scale' as never, privateEndpointIds: [], byocId: '', encryptionKey: '' });
    expect(text).not.toMatch(/byoc_id|encryption_key/);
    expect(text).toContain('ip_access             = []');
    expect(text).not.toContain('tier');
    expect(text).not.toContain('attachment');
  });
});

describe('pipeTerraform', () => {
  const read = (body: object): Pipe => pipeSchema.parse({ id: 'p1', state: 'Running', ...body });

  it('a Kafka pipe: source, destination, mappings and the credentials as variables', () => {
    const { text, variables } = pipeTerraform(read(minimalPipes.kafka), SERVICE_ID);
    expect(variables).toEqual(['events_username', 'events_password']);
    expect(text).toContain('resource "clickhouse_clickpipe" "events" {');
    expect(text).toContain(`service_id = "${SERVICE_ID}"`);
    expect(text).toMatch(/kafka = \{[\s\S]*brokers\s+= "b:9092"[\s\S]*credentials = \{[\s\S]*password_wo\s+= var.events_password/);
    expect(text).toContain('source_field      = "time"');
    expect(text).toContain('destination_field = "ts"');
    expect(text).not.toMatch(/"p"|"u"/);
  });

  it('a Kinesis pipe with a role has no secret; settings are in the real service’s words', () => {
    const { text, variables } = pipeTerraform(read({ ...minimalPipes.kinesis, settings: { db_max_threads: 4 } }), SERVICE_ID);
    expect(variables).toEqual([]);
    expect(text).toMatch(/iam_role\s+= "arn:aws:iam::123456789012:role\/r"/);
    expect(text).toContain('clickhouse_max_threads = 4');
  });
});

describe('the curl commands that create a resource again', () => {
  it('a service: a body the create schema accepts, with nothing of the answer only', () => {
    const request = serviceCreateRequest(ORG, service);
    expect(serviceCreateSchema.safeParse(request.body).success).toBe(true);
    expect(request.body).toMatchObject({ name: 'Analytics EU', provider: 'aws', numReplicas: 3, endpoints: [{ protocol: 'mysql', enabled: true }] });
    expect(request.body).not.toHaveProperty('id');
  });

  it('a pipe: a body the create schema accepts, its credentials shell variables', () => {
    const request = pipeCreateRequest(ORG, SERVICE_ID, pipeSchema.parse({ id: 'p1', state: 'Running', ...minimalPipes.kafka }));
    expect(pipeCreateSchema.safeParse(request.body).success).toBe(true);
    const curl = curlCommand(request, 'https://api.example', undefined, GIVEN_KEYS);
    expect(curl).toContain('"username": "$USERNAME"');
    expect(curl).toContain('"password": "$PASSWORD"');
  });

  it('a key: its name, roles, state and IP access list, no secret', () => {
    const key = apiKeySchema.parse({
      id: 'k',
      name: 'CI',
      roles: ['developer'],
      state: 'enabled',
      keySuffix: 'abcd',
      ipAccessList: [{ source: '0.0.0.0/0', description: '' }],
    });
    const request = keyCreateRequest(ORG, key);
    expect(keyCreateSchema.safeParse(request.body).success).toBe(true);
    // A value never set ('' in the answer) is left out.
    expect(request.body).toEqual({ name: 'CI', roles: ['developer'], state: 'enabled', ipAccessList: [{ source: '0.0.0.0/0' }] });
  });

  it('a key as clickhouse_api_key: name, state, expiry, IP access; its roles a comment; no secret, no variable', () => {
    const key = apiKeySchema.parse({
      id: 'k',
      name: 'CI deploy',
      roles: ['developer', 'x\nresource "evil" "e" {}'],
      state: 'disabled',
      expireAt: '2027-01-01T00:00:00Z',
      ipAccessList: [{ source: '10.0.0.0/8', description: 'vpc' }],
    });
    const { text, variables } = keyTerraform(key);
    expect(variables).toEqual([]);
    expect(text).toBe(
      [
        '# Roles of this key: developer. The provider assigns them with clickhouse_role_assignment (role_id, api_key_ids).',
        'resource "clickhouse_api_key" "ci_deploy" {',
        '  name      = "CI deploy"',
        '  state     = "disabled"',
        '  expire_at = "2027-01-01T00:00:00Z"',
        '  ip_access = [',
        '    {',
        '      source      = "10.0.0.0/8"',
        '      description = "vpc"',
        '    },',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('a name with hidden characters is sent as JSON escapes the command shows', () => {
    const curl = curlCommand(serviceCreateRequest(ORG, { ...service, name: 'evil\u202Eexe' }), 'https://api.example');
    expect(curl).not.toContain('\u202E');
    expect(curl).toContain('"name": "evil\\\\u202e');
  });
});
