/**
 * The create request that makes a resource again as it is now, for the curl command of "As code":
 * a service, a pipe and a key. What the API never answers
 * (passwords, credentials, a key's secret) is a placeholder the curl command turns into a shell
 * variable (requestPreviewText.ts), never a value.
 */
import { operations, type ApiKey, type Pipe, type Service } from '../../contract';
import { previewOf, type PreviewRequest } from '../../components/requestPreviewText';

/** Placeholders for what must be given: the curl command writes each as a shell variable. */
const GIVEN = 'given-when-sent';

/** Removes absent values (null, undefined, '', empty lists and objects), as a create request leaves them out. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, compact(v)] as const)
      .filter(
        ([, v]) =>
          v !== undefined &&
          v !== null &&
          v !== '' &&
          !(Array.isArray(v) && v.length === 0) &&
          !(typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0),
      );
    return Object.fromEntries(entries);
  }
  return value;
}

/** `POST …/services` for a service like this one (a new password is made by the server and answered once). */
export function serviceCreateRequest(organizationId: string, s: Service): PreviewRequest {
  const secondary = s.isPrimary === false && Boolean(s.dataWarehouseId);
  const body = compact({
    name: s.name,
    provider: s.provider,
    region: s.region,
    tier: s.tier,
    ipAccessList: s.ipAccessList?.map((e) => ({ source: e.source, description: e.description })),
    minReplicaMemoryGb: s.minReplicaMemoryGb,
    maxReplicaMemoryGb: s.maxReplicaMemoryGb,
    numReplicas: s.numReplicas,
    idleScaling: s.idleScaling,
    idleTimeoutMinutes: s.idleTimeoutMinutes,
    dataWarehouseId: secondary ? s.dataWarehouseId : undefined,
    isReadonly: secondary ? s.isReadonly : undefined,
    encryptionKey: s.encryptionKey,
    encryptionAssumedRoleIdentifier: s.encryptionAssumedRoleIdentifier,
    privateEndpointIds: s.privateEndpointIds,
    releaseChannel: s.releaseChannel,
    byocId: s.byocId,
    profile: s.profile,
    complianceType: s.complianceType,
    endpoints: s.endpoints?.some((e) => e.protocol === 'mysql') ? [{ protocol: 'mysql', enabled: true }] : undefined,
  });
  return previewOf(operations.createService, { organizationId }, body as never);
}

/** The credentials a Kafka source with this authentication is created with, as placeholders. */
function kafkaCredentials(authentication: string) {
  if (authentication === 'IAM_USER') return { accessKeyId: GIVEN, secretKey: GIVEN };
  if (authentication === 'PLAIN' || authentication.startsWith('SCRAM')) return { username: GIVEN, password: GIVEN };
  return undefined;
}

/** `POST …/services/{id}/pipes` for a pipe like this one, credentials as shell variables. */
export function pipeCreateRequest(organizationId: string, serviceId: string, p: Pipe): PreviewRequest {
  const { kafka, kinesis, objectStorage, postgres } = p.source;
  const source = kafka
    ? { kafka: { ...kafka, credentials: kafkaCredentials(kafka.authentication ?? 'PLAIN') } }
    : kinesis
      ? { kinesis: { ...kinesis, accessKey: kinesis.authentication === 'IAM_USER' ? { accessKeyId: GIVEN, secretKey: GIVEN } : undefined } }
      : objectStorage
        ? {
            objectStorage: {
              ...objectStorage,
              accessKey: objectStorage.authentication === 'IAM_USER' ? { accessKeyId: GIVEN, secretKey: GIVEN } : undefined,
              connectionString: objectStorage.authentication === 'CONNECTION_STRING' ? GIVEN : undefined,
            },
          }
        : postgres
          ? { postgres: { ...postgres, credentials: postgres.authentication === 'IAM_ROLE' ? { username: GIVEN } : { username: GIVEN, password: GIVEN } } }
          : {};
  const body = compact({
    name: p.name,
    source,
    destination: p.destination,
    fieldMappings: p.fieldMappings,
    scaling: p.scaling ? { replicas: p.scaling.replicas, concurrency: p.scaling.concurrency } : undefined,
    settings: p.settings,
  });
  return previewOf(operations.createPipe, { organizationId, serviceId }, body as never);
}

/** `POST …/keys` for a key like this one; the server makes its ID and secret and answers them once. */
export function keyCreateRequest(organizationId: string, k: ApiKey): PreviewRequest {
  const body = compact({
    name: k.name,
    roles: k.roles,
    expireAt: k.expireAt,
    state: k.state,
    ipAccessList: k.ipAccessList?.map((e) => ({ source: e.source, description: e.description })),
  });
  return previewOf(operations.createKey, { organizationId }, body as never);
}

/** Keys whose placeholder values the curl command writes as shell variables (besides the secrets). */
export const GIVEN_KEYS = ['username'];
