/**
 * A resource as the Terraform block of the vendor's provider (ClickHouse/terraform-provider-clickhouse,
 * attribute names from its docs/resources/*.md): `clickhouse_service` (with
 * `clickhouse_service_private_endpoints_attachment` for its private endpoints, each registered
 * with `clickhouse_private_endpoint_registration`), and `clickhouse_clickpipe`. Secrets are never known
 * here: each is a sensitive variable the block refers to. An API key is `clickhouse_api_key`
 * (its secret made by the server and kept in Terraform's state; its roles assigned with
 * `clickhouse_role_assignment`, which needs the role's ID, so they are said in a comment).
 */
import type { ApiKey, Pipe, Service } from '../../contract';
import { hclLabel, hclRef, resourceBlock, sensitiveVariable, type HclValue } from './hcl';

export interface TerraformCode {
  /** The variable blocks, then the resources. */
  text: string;
  /** The variables to set (`TF_VAR_<name>` or a .tfvars file), each a secret. */
  variables: string[];
}

type Attrs = Record<string, HclValue | undefined | null>;

/** undefined for null and '' too (the API answers '' for a value never set): the writer leaves absent values out. */
const v = <T>(value: T | null | undefined): T | undefined => (value === '' ? undefined : (value ?? undefined));

function assemble(variables: [name: string, description: string][], blocks: string[]): TerraformCode {
  return {
    text: [...variables.map(([name, description]) => sensitiveVariable(name, description)), ...blocks].join('\n\n') + '\n',
    variables: variables.map(([name]) => name),
  };
}

// The provider takes `tier` only from organizations on the legacy tiers (development / production).
const LEGACY_TIERS = new Set(['development', 'production']);

/** A service as `clickhouse_service`; its private endpoints as the attachment resource beside it. */
export function serviceTerraform(service: Service): TerraformCode {
  const label = hclLabel(service.name, 'service');
  const password = `${label}_password`;
  const secondary = service.isPrimary === false && Boolean(service.dataWarehouseId);
  const mysql = service.endpoints?.some((e) => e.protocol === 'mysql');
  const attrs: Attrs = {
    name: service.name,
    cloud_provider: v(service.provider),
    region: v(service.region),
    tier: service.tier && LEGACY_TIERS.has(service.tier) ? service.tier : undefined,
    release_channel: v(service.releaseChannel),
    idle_scaling: v(service.idleScaling),
    idle_timeout_minutes: v(service.idleTimeoutMinutes),
    num_replicas: v(service.numReplicas),
    min_replica_memory_gb: v(service.minReplicaMemoryGb),
    max_replica_memory_gb: v(service.maxReplicaMemoryGb),
    warehouse_id: secondary ? v(service.dataWarehouseId) : undefined,
    readonly: secondary ? v(service.isReadonly) : undefined,
    byoc_id: v(service.byocId),
    compliance_type: v(service.complianceType),
    encryption_key: v(service.encryptionKey),
    encryption_assumed_role_identifier: v(service.encryptionAssumedRoleIdentifier),
    // Required: 0.0.0.0/0 for anywhere; an empty list (no access from anywhere) is written as such.
    ip_access: service.ipAccessList?.length ? service.ipAccessList.map((e) => ({ source: e.source, description: v(e.description) })) : hclRef('[]'),
    endpoints: mysql ? { mysql: { enabled: true } } : undefined,
    // Write-only: the password is not kept in Terraform's state. Increment the version to change it.
    password_wo: hclRef(`var.${password}`),
    password_wo_version: 1,
  };
  const blocks = [resourceBlock('clickhouse_service', label, attrs)];
  // Each private endpoint registered in the service's cloud and region, then attached to the service.
  const endpoints = service.privateEndpointIds ?? [];
  endpoints.forEach((id, n) => blocks.push(privateEndpointBlock(`${label}_endpoint_${n + 1}`, id, service)));
  if (endpoints.length > 0) {
    blocks.push(
      resourceBlock('clickhouse_service_private_endpoints_attachment', label, {
        service_id: hclRef(`clickhouse_service.${label}.id`),
        private_endpoint_ids: endpoints.map((_, n) => hclRef(`clickhouse_private_endpoint_registration.${label}_endpoint_${n + 1}.private_endpoint_id`)),
      }),
    );
  }
  return assemble([[password, `Password of the default user of the service "${service.name}"`]], blocks);
}

/** A private endpoint as `clickhouse_private_endpoint_registration` (deprecated by the provider since 3.2.0, still its resource for it). */
function privateEndpointBlock(label: string, id: string, place: Pick<Service, 'provider' | 'region'>): string {
  return resourceBlock('clickhouse_private_endpoint_registration', label, {
    cloud_provider: v(place.provider),
    region: v(place.region),
    private_endpoint_id: id,
  });
}

/** The pipe's settings in the real service's words (`clickhouse_*` where the contract says `db_*`). */
function realSettings(settings: Pipe['settings']): Attrs | undefined {
  if (!settings) return undefined;
  return Object.fromEntries(Object.entries(settings).map(([k, value]) => [k.replace(/^db_/, 'clickhouse_'), v(value)]));
}

/** A pipe as `clickhouse_clickpipe`, the source's credentials as variables. */
export function pipeTerraform(pipe: Pipe, serviceId: string): TerraformCode {
  const label = hclLabel(pipe.name, 'pipe');
  const variables: [string, string][] = [];
  const secret = (what: string, description: string) => {
    const name = `${label}_${what}`;
    variables.push([name, `${description} of the pipe "${pipe.name}"`]);
    return hclRef(`var.${name}`);
  };
  const { kafka, kinesis, objectStorage, postgres } = pipe.source;
  const source: Attrs = {};
  if (kafka) {
    const auth = kafka.authentication ?? 'PLAIN';
    source.kafka = {
      type: v(kafka.type),
      format: v(kafka.format),
      brokers: v(kafka.brokers),
      topics: v(kafka.topics),
      consumer_group: v(kafka.consumerGroup),
      authentication: v(kafka.authentication),
      iam_role: v(kafka.iamRole),
      ca_certificate: v(kafka.caCertificate),
      exactly_once: v(kafka.exactlyOnce),
      reverse_private_endpoint_ids: v(kafka.reversePrivateEndpointIds),
      offset: kafka.offset ? { strategy: v(kafka.offset.strategy), timestamp: v(kafka.offset.timestamp) } : undefined,
      schema_registry: kafka.schemaRegistry?.url ? { url: kafka.schemaRegistry.url } : undefined,
      credentials:
        auth === 'PLAIN' || auth.startsWith('SCRAM')
          ? { username: secret('username', 'Kafka user name'), password_wo: secret('password', 'Kafka password'), password_wo_version: 1 }
          : auth === 'IAM_USER'
            ? { access_key_id: secret('access_key_id', 'AWS access key ID'), secret_key: secret('secret_key', 'AWS secret key') }
            : undefined,
    };
  }
  if (kinesis) {
    source.kinesis = {
      format: v(kinesis.format),
      stream_name: v(kinesis.streamName),
      region: v(kinesis.region),
      iterator_type: v(kinesis.iteratorType),
      use_enhanced_fan_out: v(kinesis.useEnhancedFanOut),
      authentication: v(kinesis.authentication),
      iam_role: v(kinesis.iamRole),
      access_key:
        kinesis.authentication === 'IAM_USER'
          ? { access_key_id: secret('access_key_id', 'AWS access key ID'), secret_key: secret('secret_key', 'AWS secret key') }
          : undefined,
    };
  }
  if (objectStorage) {
    const auth = objectStorage.authentication;
    source.object_storage = {
      type: v(objectStorage.type),
      format: v(objectStorage.format),
      url: v(objectStorage.url),
      path: v(objectStorage.path),
      azure_container_name: v(objectStorage.azureContainerName),
      delimiter: v(objectStorage.delimiter),
      compression: v(objectStorage.compression),
      is_continuous: v(objectStorage.isContinuous),
      queue_url: v(objectStorage.queueUrl),
      skip_initial_load: v(objectStorage.skipInitialLoad),
      start_after: v(objectStorage.startAfter),
      authentication: v(auth),
      iam_role: v(objectStorage.iamRole),
      access_key: auth === 'IAM_USER' ? { access_key_id: secret('access_key_id', 'Access key ID'), secret_key: secret('secret_key', 'Secret key') } : undefined,
      connection_string: auth === 'CONNECTION_STRING' ? secret('connection_string', 'Azure connection string') : undefined,
      service_account_key: auth === 'SERVICE_ACCOUNT' ? secret('service_account_key', 'GCP service account key (base64)') : undefined,
    };
  }
  if (postgres) {
    source.postgres = {
      type: v(postgres.type),
      host: v(postgres.host),
      port: v(postgres.port),
      database: v(postgres.database),
      authentication: v(postgres.authentication),
      iam_role: v(postgres.iamRole),
      tls_host: v(postgres.tlsHost),
      ca_certificate: v(postgres.caCertificate),
      credentials: {
        username: secret('username', 'Postgres user name'),
        password_wo: postgres.authentication === 'IAM_ROLE' ? undefined : secret('password', 'Postgres password'),
        password_wo_version: postgres.authentication === 'IAM_ROLE' ? undefined : 1,
      },
      settings: postgres.settings
        ? {
            replication_mode: v(postgres.settings.replicationMode),
            sync_interval_seconds: v(postgres.settings.syncIntervalSeconds),
            pull_batch_size: v(postgres.settings.pullBatchSize),
            publication_name: v(postgres.settings.publicationName),
            replication_slot_name: v(postgres.settings.replicationSlotName),
            allow_nullable_columns: v(postgres.settings.allowNullableColumns),
            initial_load_parallelism: v(postgres.settings.initialLoadParallelism),
            snapshot_num_rows_per_partition: v(postgres.settings.snapshotNumRowsPerPartition),
            snapshot_number_of_parallel_tables: v(postgres.settings.snapshotNumberOfParallelTables),
            enable_failover_slots: v(postgres.settings.enableFailoverSlots),
            delete_on_merge: v(postgres.settings.deleteOnMerge),
          }
        : undefined,
      table_mappings: (postgres.tableMappings ?? []).map((m) => ({
        source_schema_name: v(m.sourceSchemaName),
        source_table: v(m.sourceTable),
        target_table: v(m.targetTable),
        excluded_columns: v(m.excludedColumns),
        use_custom_sorting_key: v(m.useCustomSortingKey),
        sorting_keys: v(m.sortingKeys),
        table_engine: v(m.tableEngine),
        partition_key: v(m.partitionKey),
        partition_by_expr: v(m.partitionByExpr),
      })),
    };
  }
  const d = pipe.destination;
  const definition = d?.tableDefinition;
  const attrs: Attrs = {
    name: pipe.name,
    service_id: serviceId,
    source,
    destination: d
      ? {
          database: v(d.database),
          table: v(d.table),
          managed_table: v(d.managedTable),
          table_definition: definition
            ? {
                engine: definition.engine
                  ? { type: v(definition.engine.type), version_column_id: v(definition.engine.versionColumnId), column_ids: v(definition.engine.columnIds) }
                  : undefined,
                sorting_key: v(definition.sortingKey),
                partition_by: v(definition.partitionBy),
                primary_key: v(definition.primaryKey),
              }
            : undefined,
          columns: (d.columns ?? []).map((c) => ({ name: c.name, type: c.type })),
        }
      : undefined,
    field_mappings: (pipe.fieldMappings ?? []).map((m) => ({ source_field: m.sourceField, destination_field: m.destinationField })),
    scaling: pipe.scaling
      ? { replicas: v(pipe.scaling.replicas), replica_cpu_millicores: v(pipe.scaling.replicaCpuMillicores), replica_memory_gb: v(pipe.scaling.replicaMemoryGb) }
      : undefined,
    settings: realSettings(pipe.settings),
  };
  return assemble(variables, [resourceBlock('clickhouse_clickpipe', label, attrs)]);
}

/**
 * A key as `clickhouse_api_key`: name, state, expiry and IP access list. The provider creates a key
 * with no roles and never changes them (they are assigned with `clickhouse_role_assignment` and a
 * role's ID, which this API does not answer), so the key's roles are a comment above the block.
 */
export function keyTerraform(key: ApiKey): TerraformCode {
  const label = hclLabel(key.name, 'key');
  const attrs: Attrs = {
    name: key.name,
    state: v(key.state),
    expire_at: v(key.expireAt),
    ip_access: key.ipAccessList?.length ? key.ipAccessList.map((e) => ({ source: e.source, description: v(e.description) })) : undefined,
  };
  // Only role words go into the comment (a role the API answered is a loose value; a line break in it would end the comment).
  const named = (key.roles ?? []).filter((r) => /^[A-Za-z_-]+$/.test(r));
  const roles = named.length
    ? `# Roles of this key: ${named.join(', ')}. The provider assigns them with clickhouse_role_assignment (role_id, api_key_ids).\n`
    : '';
  return assemble([], [roles + resourceBlock('clickhouse_api_key', label, attrs)]);
}
