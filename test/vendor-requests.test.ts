/**
 * The bodies the console's forms build, checked against the vendors' own request schemas: each
 * form's body builder (the one the form sends with), translated to the real services' dialect by
 * `wireRequest` (src/contract/dialect.ts), validated with ajv against the request body schema of
 * the same path and method in ClickHouse Cloud's OpenAPI document, or HyperDX's for alerts (the
 * copies in e2e/real-services/openapi/). The browser suite against mocks of the same documents is
 * e2e/real-services/ (docs/testing-real-services.md).
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { minimalPipes } from '../src/contract/pipe-fixtures';
import {
  alertSchema,
  dialectPathTemplate,
  operations,
  organizationUpdateSchema,
  pipeSettingsPutSchema,
  cdcScalingPatchSchema,
  schemaDiscoveryRequestSchema,
  pipeStateCommandSchema,
  REAL_DIALECTS,
  serviceStateCommandSchema,
  servicePrivateEndpointCreateSchema,
  wireRequest,
  type AnyOperation,
  type Pipe,
} from '../src/contract';
import { hyperdxAlertFormSchema, hyperdxEditBody, toHyperdxBody } from '../src/features/alerts/forms/hyperdxBody';
import { keyEditResolver, keyToFormValues } from '../src/features/keys/keyEdit';
import { backupConfigurationFormSchema } from '../src/features/services/backups/backupConfigurationValues';
import { keyFormDefaults, keyFormSchema } from '../src/features/keys/keyForm';
import { privateEndpointsFormSchema } from '../src/features/organization/forms/privateEndpointsValues';
import { editResolver } from '../src/features/pipes/edit/editResolver';
import { editContextOf, toEditValues, type EditValues } from '../src/features/pipes/edit/editValues';
import { emptyWizardValues, toCreateBody, type WizardValues } from '../src/features/pipes/wizard/wizardValues';
import { createServiceDefaults, createServiceFormSchemaFor } from '../src/features/services/forms/create/values';
import { presetOffer } from '../src/features/services/forms/create/sizePresets';
import { ipAccessListFormSchema, renameFormSchema } from '../src/features/services/forms/editServiceValues';
import { replicaScalingFormSchema } from '../src/features/services/forms/replicaScalingValues';
import { passwordHashes } from '../src/features/services/localPassword';
import { alertsDocument, managementDocument, MANAGEMENT_DOCUMENT_FILE, readVendorDocument, type OpenApiDocument } from '../e2e/real-services/vendorDocuments';

type Json = Record<string, unknown>;
type OpenApi = OpenApiDocument;
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * A validator per request body schema of a document. The document's schemas go in as `$defs` of
 * one schema (its `#/components/schemas/X` references rewritten to `#/$defs/X`), so references
 * resolve without the rest of the OpenAPI document; OpenAPI's own annotations are declared as
 * keywords so that ajv stays strict about any other keyword it does not know.
 */
const ajvOptions = {
  strict: true,
  // Both documents leave out `type: object` beside `properties` and list in `required` properties
  // defined in another branch of an `allOf`: legal JSON Schema, which ajv's strict mode flags as
  // a schema author's likely mistake. Neither changes what a body must be.
  strictTypes: false,
  strictRequired: false,
  allErrors: true,
} as const;
function validators(doc: OpenApi, ajv: Ajv, id: string) {
  ajv.addVocabulary(['example', 'externalDocs', 'discriminator', 'xml']);
  for (const format of ['password', 'boolean', 'int32', 'int64', 'float', 'double']) ajv.addFormat(format, true);
  addFormats(ajv);
  const rewrite = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${id}#/$defs/`)) as Json;
  ajv.addSchema({ $id: id, $defs: rewrite(doc.components.schemas) });
  const cache = new Map<string, ValidateFunction>();
  return (method: string, path: string): ValidateFunction => {
    const key = `${method} ${path}`;
    const found = cache.get(key);
    if (found) return found;
    // Matched by shape: the vendor may name a path parameter otherwise (HyperDX's `{id}`, the console's `{alertId}`).
    const shape = (template: string) => template.replace(/\{[^}]+\}/g, '{}');
    const vendorPath = Object.keys(doc.paths).find((candidate) => shape(candidate) === shape(path)) ?? path;
    const operation = doc.paths[vendorPath]?.[method.toLowerCase()];
    expect(operation, `${key} is not in the vendor's document`).toBeDefined();
    const schema = operation?.requestBody?.content['application/json']?.schema;
    expect(schema, `${key} has no JSON request body in the vendor's document`).toBeDefined();
    const validate = ajv.compile(rewrite(schema));
    cache.set(key, validate);
    return validate;
  };
}

// The management document with its one named patch (patchKafkaCredentialsOneOf in
// e2e/real-services/vendorDocuments.ts: its Kafka credentials oneOf matches every value).
const cloud = validators(managementDocument(), new Ajv2020(ajvOptions), 'cloud');
const hyperdx = validators(alertsDocument(), new Ajv(ajvOptions), 'hyperdx');

const ids = {
  organizationId: '497f6eca-6276-4993-bfeb-53cbbbba6f08',
  serviceId: '8f8bb40f-b96b-40fe-9064-5031fbe483f9',
  keyId: '7382d58e-652a-4905-b7c9-bcca1e0e5391',
  pipeId: 'c8dcbbb0-43b8-4191-88d3-f15bceaf9fb8',
  alertId: '65f5e4a3b9e77c001a123456',
};

/**
 * The request as the real service receives it (path template and body in its dialect), checked
 * against the vendor's schema for that path and method. Returns the body on the wire.
 */
function expectAccepted(op: AnyOperation, body: unknown): unknown {
  const wire = wireRequest(op, ids, body, REAL_DIALECTS);
  const template = dialectPathTemplate(op, REAL_DIALECTS);
  const validate = (op.api === 'management' ? cloud : hyperdx)(wire.method, template);
  const valid = validate(wire.body);
  expect(valid ? [] : validate.errors, `${wire.method} ${template}\n${JSON.stringify(wire.body, null, 2)}`).toEqual([]);
  return wire.body;
}

describe("the vendor document's Kafka credentials (why it is patched)", () => {
  it('unpatched, refuses any credentials, even the PLAIN ones its own example shows', () => {
    const raw = validators(readVendorDocument(MANAGEMENT_DOCUMENT_FILE), new Ajv2020(ajvOptions), 'raw')('POST', '/v1/organizations/{}/services/{}/clickpipes');
    const body = { name: 'p', source: { kafka: { brokers: 'b:9092', topics: 't', authentication: 'PLAIN', credentials: { username: 'u', password: 'p' } } } };
    expect(raw(body)).toBe(false);
    expect(raw.errors?.map((e) => `${e.instancePath} ${e.message}`)).toContain('/source/kafka/credentials must match exactly one schema in oneOf');
  });
});

describe('organization', () => {
  it('rename', () => {
    expectAccepted(operations.updateOrganization, organizationUpdateSchema.parse({ name: 'Acme analytics' }));
  });
  it('private endpoints: add and remove in one request', () => {
    const body = privateEndpointsFormSchema(['vpce-old']).parse({
      privateEndpoints: { add: [{ id: 'vpce-new', description: 'Primary VPC' }], remove: [{ id: 'vpce-old', description: '' }] },
    });
    expectAccepted(operations.updateOrganization, body);
  });
});

describe('services', () => {
  it('create: the minimal form (name, provider, region, an address)', () => {
    const body = createServiceFormSchemaFor('cloud').parse({
      ...createServiceDefaults,
      name: 'Analytics',
      provider: 'aws',
      region: 'us-east-1',
      ipAccessList: [{ source: '203.0.113.0/24', description: '' }],
    });
    expectAccepted(operations.createService, body);
  });

  it('create: every section filled', () => {
    const body = createServiceFormSchemaFor('cloud').parse({
      ...createServiceDefaults,
      name: 'Analytics replica',
      provider: 'aws',
      region: 'eu-west-1',
      releaseChannel: 'fast',
      privatePreviewTermsChecked: true,
      minReplicaMemoryGb: 48,
      maxReplicaMemoryGb: 116,
      numReplicas: 2,
      idleScaling: false,
      idleTimeoutMinutes: 10,
      ipAccessList: [{ source: '203.0.113.0/24', description: 'Office' }],
      endpoints: [{ protocol: 'mysql', enabled: true }],
      dataWarehouseId: '4a5a5c5e-0000-4000-8000-000000000001',
      isReadonly: true,
      backupId: 'b4c0b4c0-0000-4000-8000-000000000001',
      encryptionKey: 'kms-key-1',
      encryptionAssumedRoleIdentifier: 'arn:aws:iam::123456789012:role/disk',
      hasTransparentDataEncryption: true,
      complianceType: 'hipaa',
      profile: 'v1-highmem-s',
      byocId: 'byoc-eu-1',
      tier: 'production',
      minTotalMemoryGb: 48,
      maxTotalMemoryGb: 120,
      privateEndpointIds: ['vpce-legacy-1'],
    });
    expectAccepted(operations.createService, body);
  });

  it.each(['development', 'production'] as const)('create: the %s size preset, as the form sends it', (preset) => {
    const offer = presetOffer(preset, { byoc: false, joinsWarehouse: false });
    if ('unavailable' in offer) throw new Error(offer.unavailable);
    const body = createServiceFormSchemaFor('cloud').parse({ ...createServiceDefaults, sizePreset: preset, name: 'Sized', ipAccessList: [], ...offer.sizes });
    expect(body).not.toHaveProperty('sizePreset');
    expectAccepted(operations.createService, body);
  });

  it('replica scaling: the changed settings', () => {
    const current = { minReplicaMemoryGb: 16, maxReplicaMemoryGb: 120, numReplicas: 3, idleScaling: true, idleTimeoutMinutes: 5 };
    const body = replicaScalingFormSchema(() => current, { isNewWarehouseFirstService: false }).parse({
      ...current,
      minReplicaMemoryGb: 24,
      numReplicas: 4,
      idleScaling: false,
      idleTimeoutMinutes: 30,
    });
    expect(body).toEqual({ minReplicaMemoryGb: 24, numReplicas: 4, idleScaling: false, idleTimeoutMinutes: 30 });
    expectAccepted(operations.updateReplicaScaling, body);
  });

  it('register a private endpoint', () => {
    expectAccepted(
      operations.createServicePrivateEndpoint,
      servicePrivateEndpointCreateSchema.parse({ id: 'vpce-0123456789abcdef0', description: 'Analytics VPC' }),
    );
  });

  it('update: rename, and the IP access list (add and remove), each its own form', () => {
    const base = { name: 'Orders', ipAccessList: [{ source: '198.51.100.7', description: '' }] };
    const renamed = renameFormSchema(() => base).parse({ name: 'Orders two' });
    expect(renamed).toEqual({ name: 'Orders two' });
    expectAccepted(operations.updateService, renamed);
    const listed = ipAccessListFormSchema(() => base).parse({ ipAccessList: [{ source: '10.0.0.0/8', description: 'VPN' }] });
    expect(listed).toEqual({ ipAccessList: { add: [{ source: '10.0.0.0/8', description: 'VPN' }], remove: [{ source: '198.51.100.7' }] } });
    expectAccepted(operations.updateService, listed);
  });

  it.each(['start', 'stop', 'awake'])('state command: %s', (command) => {
    expectAccepted(operations.updateServiceState, serviceStateCommandSchema.parse({ command }));
  });

  it('backup configuration: the changed settings', () => {
    const current = { backupPeriodInHours: '24', backupRetentionPeriodInHours: 24, backupStartTime: '' };
    const body = backupConfigurationFormSchema(() => current).parse({ backupPeriodInHours: '12', backupRetentionPeriodInHours: 168, backupStartTime: '' });
    expect(body).toEqual({ backupPeriodInHours: 12, backupRetentionPeriodInHours: 168 });
    expectAccepted(operations.updateBackupConfiguration, body);
    expectAccepted(operations.updateBackupConfiguration, backupConfigurationFormSchema(() => current).parse({ ...current, backupStartTime: '02:30' }));
  });

  it('password reset: made by the server (empty body) and made in this browser (its hashes)', async () => {
    expectAccepted(operations.resetServicePassword, {});
    expectAccepted(operations.resetServicePassword, await passwordHashes('Sup3rSecretPassw0rdFor1t'));
  });
});

describe('API keys', () => {
  it('create: roles, an expiry and an IP access list', () => {
    const body = keyFormSchema.parse({
      ...keyFormDefaults,
      name: 'CI deploy',
      roles: ['developer'],
      expiry: 'at',
      expireAtLocal: '2031-01-31T12:00',
      ipAccess: 'list',
      ipAccessList: [{ source: '203.0.113.0/24', description: 'CI' }],
    });
    expectAccepted(operations.createKey, body);
  });

  it('create: the fewest fields (any address, never expires)', () => {
    expectAccepted(operations.createKey, keyFormSchema.parse({ ...keyFormDefaults, name: 'Reader', roles: ['admin'] }));
  });

  it('update: name, roles, expiry to never, the list; and the state switch', async () => {
    const key = {
      id: ids.keyId,
      name: 'Old',
      state: 'enabled',
      roles: ['developer'],
      keySuffix: 'abcd',
      expireAt: '2031-01-01T00:00:00Z',
      ipAccessList: [{ source: '198.51.100.0/24', description: '' }],
    } as Parameters<typeof keyToFormValues>[0];
    const initial = keyToFormValues(key);
    const values = {
      ...initial,
      name: 'Renamed',
      roles: ['admin' as const, 'developer' as const],
      expiry: 'never' as const,
      ipAccessList: [{ source: '10.0.0.0/8', description: 'VPN' }],
    };
    const result = await keyEditResolver(initial)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({});
    expectAccepted(operations.updateKey, result.values);
    // Disable / Enable (KeyStateActions) send the state alone.
    expectAccepted(operations.updateKey, { state: 'disabled' });
    expectAccepted(operations.updateKey, { state: 'enabled' });
  });
});

function wizard(kind: WizardValues['kind'], fill: (v: WizardValues) => void): WizardValues {
  const v = emptyWizardValues();
  v.name = `${kind}-pipe`;
  v.kind = kind;
  v.destination.table = 'events';
  v.columns = [
    { name: 'id', type: 'UInt64', sourceField: 'id' },
    { name: 'amount', type: 'Float64', sourceField: 'total' },
  ];
  fill(v);
  return v;
}

describe('pipes: create (the wizard), per source kind', () => {
  it('kafka with a username and password, from a timestamp, with settings', () => {
    const body = toCreateBody(
      wizard('kafka', (v) => {
        Object.assign(v.source.kafka, {
          type: 'confluent',
          brokers: 'pkc-1.confluent.cloud:9092',
          topics: 'orders',
          offset: { strategy: 'from_timestamp', timestamp: '2024-01-31T09:30' },
        });
        Object.assign(v.source.kafka.credentials, { username: 'ingest', password: 'kafka-password-xyz' });
        v.scaling = { replicas: 2 };
        v.settings = { streaming_max_insert_wait_ms: 1000 };
      }),
    );
    expectAccepted(operations.createPipe, body);
  });

  it('kafka (MSK) with an IAM user', () => {
    const body = toCreateBody(
      wizard('kafka', (v) => {
        Object.assign(v.source.kafka, { type: 'msk', brokers: 'b-1.msk:9098', topics: 'orders', authentication: 'IAM_USER' });
        Object.assign(v.source.kafka.credentials, { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' });
      }),
    );
    expectAccepted(operations.createPipe, body);
  });

  it('object storage (S3, continuous, IAM role)', () => {
    const body = toCreateBody(
      wizard('objectStorage', (v) => {
        Object.assign(v.source.objectStorage, {
          type: 's3',
          url: 'https://bucket.s3.amazonaws.com/events/*.json',
          compression: 'gzip',
          isContinuous: true,
          queueUrl: 'https://sqs.us-east-1.amazonaws.com/123456789012/events',
          authentication: 'IAM_ROLE',
          iamRole: 'arn:aws:iam::123456789012:role/pipes',
        });
        v.settings = { object_storage_concurrency: 3, db_max_threads: 8 };
      }),
    );
    const wire = expectAccepted(operations.createPipe, body) as Json;
    // The console's `db_*` settings go out in the real service's words.
    expect(wire.settings).toEqual({ object_storage_concurrency: 3, clickhouse_max_threads: 8 });
  });

  it('kinesis from a timestamp with an access key', () => {
    const body = toCreateBody(
      wizard('kinesis', (v) => {
        Object.assign(v.source.kinesis, {
          streamName: 'clickstream',
          region: 'eu-west-1',
          iteratorType: 'AT_TIMESTAMP',
          timestamp: 1615766400,
          authentication: 'IAM_USER',
          accessKey: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
        });
      }),
    );
    expectAccepted(operations.createPipe, body);
  });

  it('postgres with a table mapping and settings', () => {
    const body = toCreateBody(
      wizard('postgres', (v) => {
        Object.assign(v.source.postgres, { host: 'db.example.com', database: 'shop', credentials: { username: 'replicator', password: 'pg-password-xyz' } });
        v.source.postgres.settings = { syncIntervalSeconds: 30 };
        v.source.postgres.tableMappings[0] = { ...v.source.postgres.tableMappings[0], sourceTable: 'customers', targetTable: 'customers' };
      }),
    );
    expectAccepted(operations.createPipe, body);
  });
});

const columns = {
  destination: { database: 'default', table: 'events', managedTable: true, columns: [{ name: 'id', type: 'UInt64' }] },
  fieldMappings: [{ sourceField: 'id', destinationField: 'id' }],
};
const existing: Record<string, Pipe> = {
  kafka: {
    id: ids.pipeId,
    name: 'orders',
    state: 'Running',
    source: { kafka: { type: 'kafka', format: 'JSONEachRow', brokers: 'b:9092', topics: 't', authentication: 'PLAIN' } },
    ...columns,
    settings: { streaming_max_insert_wait_ms: 1000 },
  } as Pipe,
  kinesis: {
    id: ids.pipeId,
    name: 'clicks',
    state: 'Running',
    source: {
      kinesis: {
        format: 'JSONEachRow',
        streamName: 'clickstream',
        region: 'eu-west-1',
        iteratorType: 'LATEST',
        authentication: 'IAM_ROLE',
        iamRole: 'arn:aws:iam::123456789012:role/a',
      },
    },
    ...columns,
  } as Pipe,
  postgres: {
    id: ids.pipeId,
    name: 'cdc',
    state: 'Paused',
    source: {
      postgres: {
        host: 'db',
        port: 5432,
        database: 'shop',
        settings: { syncIntervalSeconds: 30 },
        tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'a', targetTable: 'a' }],
      },
    },
  } as Pipe,
};

async function editBody(kind: 'kafka' | 'kinesis' | 'postgres', edit: (v: EditValues) => void) {
  const pipe = existing[kind];
  const initial = toEditValues(pipe);
  const ctx = editContextOf(pipe, kind, initial);
  const values = structuredClone(initial);
  edit(values);
  const result = await editResolver(ctx, initial)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  expect(result.errors).toEqual({});
  return result.values;
}

describe('pipes: update and state', () => {
  it('kafka: new authentication with its credentials, a remapped field', async () => {
    const body = await editBody('kafka', (v) => {
      v.name = 'orders-2';
      v.source.kafka.authentication = 'SCRAM-SHA-256';
      Object.assign(v.source.kafka.credentials, { username: 'scram-user', password: 'new-password-xyz' });
      v.columns[0].sourceField = 'order_id';
    });
    expectAccepted(operations.updatePipe, body);
  });

  it('kinesis: renamed, another IAM role, a column added with its mapping', async () => {
    const body = await editBody('kinesis', (v) => {
      v.name = 'clicks-v2';
      v.source.kinesis.iamRole = 'arn:aws:iam::123456789012:role/new';
      v.columns.push({ name: 'referrer', type: 'String', sourceField: 'ref' });
    });
    expectAccepted(operations.updatePipe, body);
  });

  it('postgres: the sync interval', async () => {
    const body = await editBody('postgres', (v) => {
      v.source.postgres.settings.syncIntervalSeconds = 60;
    });
    expectAccepted(operations.updatePipe, body);
  });

  it('settings: every setting of a streaming pipe, one back to its default (null)', () => {
    const body = pipeSettingsPutSchema.parse({ streaming_max_insert_wait_ms: 2000, db_max_insert_threads: null, db_min_insert_block_size_bytes: 1_048_576 });
    expectAccepted(operations.updatePipeSettings, body);
  });

  it('schema discovery: a Kafka source as Create pipe sends it', () => {
    expectAccepted(operations.discoverPipeSchema, schemaDiscoveryRequestSchema.parse({ source: { kafka: minimalPipes.kafka.source.kafka } }));
  });

  it('CDC scaling: 4 cores and 16 GB for the database pipes of a service', () => {
    expectAccepted(operations.updatePipeCdcScaling, cdcScalingPatchSchema.parse({ replicaCpuMillicores: 4000, replicaMemoryGb: 16 }));
  });

  it.each(['start', 'stop', 'resync'])('state command: %s', (command) => {
    expectAccepted(operations.updatePipeState, pipeStateCommandSchema.parse({ command }));
  });
});

describe('alerts (HyperDX)', () => {
  const webhook = (webhookId: string) => ({ type: 'webhook' as const, webhookId });
  const tile = {
    threshold: 250,
    interval: '15m',
    source: 'tile',
    thresholdType: 'below',
    dashboardId: '65f5e4a3b9e77c001a567890',
    tileId: '65f5e4a3b9e77c001a901234',
    channels: [webhook('65f5e4a3b9e77c001a789012')],
    name: 'Slow checkout',
  };
  /** The form's values as its resolver leaves them (HyperdxCreateAlertForm, HyperdxEditAlertForm). */
  const formValues = (values: Record<string, unknown>) => hyperdxAlertFormSchema.parse(values);

  it('create: a tile alert', () => {
    expectAccepted(operations.createAlert, toHyperdxBody(formValues(tile)));
  });

  it('create: a saved-search range alert with two webhooks, windows and an offset', () => {
    const { dashboardId: _d, tileId: _t, ...rest } = tile;
    const body = toHyperdxBody(
      formValues({
        ...rest,
        source: 'saved_search',
        savedSearchId: '65f5e4a3b9e77c001a345678',
        groupBy: 'ServiceName',
        thresholdType: 'between',
        threshold: 100,
        thresholdMax: 500,
        channels: [webhook('65f5e4a3b9e77c001a789012'), webhook('65f5e4a3b9e77c001a789013')],
        numConsecutiveWindows: 3,
        scheduleOffsetMinutes: 2,
      }),
    );
    expectAccepted(operations.createAlert, body);
  });

  it('replace: an edit of an alert as HyperDX answers it (its example), every other field sent back', () => {
    const read = alertSchema.parse({
      id: '65f5e4a3b9e77c001a123456',
      threshold: 80,
      interval: '5m',
      thresholdType: 'above',
      source: 'tile',
      state: 'ALERT',
      channel: { type: 'webhook', webhookId: '65f5e4a3b9e77c001a789012' },
      teamId: '65f5e4a3b9e77c001a345678',
      tileId: '65f5e4a3b9e77c001a901234',
      dashboardId: '65f5e4a3b9e77c001a567890',
      numConsecutiveWindows: 3,
      note: 'See the runbook.',
      silenced: { by: '65f5e4a3b9e77c001a234567', at: '2026-03-19T08:00:00.000Z', until: '2026-03-20T08:00:00.000Z' },
      createdAt: '2023-03-15T10:20:30.000Z',
      updatedAt: '2023-03-15T14:25:10.000Z',
    });
    const body = hyperdxEditBody(read, formValues({ ...tile, threshold: 300, message: 'Checkout is slow.' }));
    expectAccepted(operations.replaceAlert, body);
  });
});
