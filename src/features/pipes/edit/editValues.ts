/**
 * The Edit pipe form's values and how they become an Update pipe body (operation 4): prefilled
 * from the pipe, only what Update pipe lets the pipe's kind change, and only what changed is
 * sent. Secrets are write-only: they start empty, and empty means "unchanged" (nothing is sent).
 * The values keep the body's paths (`source.<kind>.<field>`), so the contract's issues name the
 * form's fields; new postgres table mappings are `source.postgres.tableMappings` (the wizard's
 * editor) and become `tableMappingsToAdd`.
 */
import {
  KAFKA_CREDENTIAL_SHAPES,
  kafkaCredentialShapes,
  OBJECT_STORAGE_AUTH_FIELD,
  type KafkaAuthentication,
  type KafkaCredentialField,
  type KafkaType,
  type ObjectStorageAuthentication,
  type Pipe,
  type PipeSourceKind,
  type PipeUpdateInput,
} from '../../../contract';
import { columnsToBody, postgresTableMappingsBody, type ColumnRow, type TableMappingRow } from '../wizard/wizardValues';

type AccessKey = { accessKeyId: string; secretKey: string };
type Rec = Record<string, unknown>;

/** A table mapping the pipe has; `remove` marks it for `tableMappingsToRemove`. */
export interface ExistingMapping {
  sourceSchemaName: string;
  sourceTable: string;
  targetTable: string;
  remove: boolean;
}

export interface EditValues {
  name: string;
  source: {
    kafka: {
      authentication: KafkaAuthentication | '';
      iamRole: string;
      caCertificate: string;
      reversePrivateEndpointIds: string[];
      credentials: Record<KafkaCredentialField, string>;
    };
    objectStorage: {
      skipInitialLoad: boolean;
      startAfter: string;
      /** PUBLIC: a public bucket (no authentication; sent as null). */
      authentication: ObjectStorageAuthentication | 'PUBLIC';
      iamRole: string;
      path: string;
      azureContainerName: string;
      accessKey: AccessKey;
      connectionString: string;
      serviceAccountKey: string;
    };
    kinesis: { authentication: string; iamRole: string; accessKey: AccessKey };
    postgres: {
      host: string;
      port: number | undefined;
      database: string;
      tlsHost: string;
      caCertificate: string;
      disableTls: boolean;
      skipCertVerification: boolean;
      settings: { syncIntervalSeconds: number | undefined; pullBatchSize: number | undefined };
      credentials: { username: string; password: string };
      existingMappings: ExistingMapping[];
      /** Mappings to add. */
      tableMappings: TableMappingRow[];
    };
    /** Update pipe's `validateSamples` for this change: write-only (the pipe never says), so off until switched on. */
    validateSamples: boolean;
  };
  columns: ColumnRow[];
}

/** What the edit needs to know of the pipe beyond its values. */
export interface EditContext {
  kind: PipeSourceKind;
  /** The kafka type (read-only): which authentication methods and credential shapes apply. */
  kafkaType: KafkaType;
  /** The object-storage type (read-only): Azure takes a connection string, a container and a path. */
  objectStorageType: string;
  /**
   * The source's authentication method when the form opened (as the form holds it: PUBLIC for a
   * public bucket). Another method needs its credentials; the same one keeps them when left empty.
   */
  authentication: string;
}

const key = (): AccessKey => ({ accessKeyId: '', secretKey: '' });
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const KAFKA_NO_CREDENTIALS: Record<KafkaCredentialField, string> = {
  username: '',
  password: '',
  accessKeyId: '',
  secretKey: '',
  connectionString: '',
  certificate: '',
  privateKey: '',
};

/** What the form needs of the pipe beside its values; `initial` is `toEditValues(pipe)`, the values it opened with. */
export function editContextOf(pipe: Pipe, kind: PipeSourceKind, initial: EditValues): EditContext {
  const { source } = initial;
  return {
    kind,
    kafkaType: (pipe.source?.kafka?.type as KafkaType | undefined) ?? 'kafka',
    objectStorageType: pipe.source?.objectStorage?.type ?? 's3',
    authentication: kind === 'postgres' ? '' : source[kind].authentication,
  };
}

/** The form's values for a pipe: every updatable field prefilled, secrets empty. */
export function toEditValues(pipe: Pipe): EditValues {
  const k = (pipe.source?.kafka ?? {}) as Rec;
  const o = (pipe.source?.objectStorage ?? {}) as Rec;
  const ki = (pipe.source?.kinesis ?? {}) as Rec;
  const p = (pipe.source?.postgres ?? {}) as Rec;
  const ps = (p.settings ?? {}) as Rec;
  const mappings = (p.tableMappings ?? []) as Rec[];
  const mappedFrom = new Map((pipe.fieldMappings ?? []).map((m) => [m.destinationField, m.sourceField]));
  return {
    name: pipe.name,
    source: {
      kafka: {
        authentication: str(k.authentication) as KafkaAuthentication | '',
        iamRole: str(k.iamRole),
        caCertificate: str(k.caCertificate),
        reversePrivateEndpointIds: Array.isArray(k.reversePrivateEndpointIds) ? (k.reversePrivateEndpointIds as string[]) : [],
        credentials: { ...KAFKA_NO_CREDENTIALS },
      },
      objectStorage: {
        skipInitialLoad: o.skipInitialLoad === true,
        startAfter: str(o.startAfter),
        authentication: (str(o.authentication) || 'PUBLIC') as ObjectStorageAuthentication | 'PUBLIC',
        iamRole: str(o.iamRole),
        path: str(o.path),
        azureContainerName: str(o.azureContainerName),
        accessKey: key(),
        connectionString: '',
        serviceAccountKey: '',
      },
      kinesis: { authentication: str(ki.authentication), iamRole: str(ki.iamRole), accessKey: key() },
      postgres: {
        host: str(p.host),
        port: num(p.port),
        database: str(p.database),
        tlsHost: str(p.tlsHost),
        caCertificate: str(p.caCertificate),
        disableTls: p.disableTls === true,
        skipCertVerification: p.skipCertVerification === true,
        settings: { syncIntervalSeconds: num(ps.syncIntervalSeconds), pullBatchSize: num(ps.pullBatchSize) },
        credentials: { username: '', password: '' },
        existingMappings: mappings.map((m) => ({
          sourceSchemaName: str(m.sourceSchemaName),
          sourceTable: str(m.sourceTable),
          targetTable: str(m.targetTable),
          remove: false,
        })),
        tableMappings: [],
      },
      validateSamples: false,
    },
    columns: (pipe.destination?.columns ?? []).map((c) => ({ name: c.name ?? '', type: c.type ?? '', sourceField: mappedFrom.get(c.name ?? '') ?? '' })),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const filled = (v: unknown): boolean =>
  typeof v === 'string' ? v !== '' : typeof v === 'object' && v !== null ? Object.values(v).some(filled) : v !== undefined && v !== false;

/** A changed plain field: its value, or null (back to "not set") when it was emptied. */
function changedFields(initial: Rec, current: Rec, fields: readonly string[]): Rec {
  const out: Rec = {};
  for (const f of fields) {
    if (same(initial[f], current[f])) continue;
    const v = current[f];
    out[f] = v === '' || v === undefined ? null : v;
  }
  return out;
}

/**
 * The authentication of an object-storage or Kinesis source, sent as a group when the method,
 * its plain field (the IAM role) changed, or a secret was typed: the method with the field it needs.
 * A new method with its secret left empty is sent empty, so the contract asks for it.
 */
function authGroup(initial: Rec, current: Rec, field: string | undefined, secret: boolean): Rec {
  const value = field === undefined ? undefined : current[field];
  const touched = current.authentication !== initial.authentication || (field !== undefined && (secret ? filled(value) : !same(value, initial[field])));
  if (!touched) return {};
  const auth = current.authentication;
  return { authentication: auth === '' || auth === 'PUBLIC' ? null : auth, ...(field === undefined ? {} : { [field]: value }) };
}

const KINESIS_AUTH_FIELD: Record<string, 'iamRole' | 'accessKey'> = { IAM_ROLE: 'iamRole', IAM_USER: 'accessKey' };
const OBJECT_STORAGE_SECRETS = new Set(['accessKey', 'connectionString', 'serviceAccountKey']);

function kafkaPatch(i: EditValues['source']['kafka'], c: EditValues['source']['kafka'], type: KafkaType): Rec {
  const out = changedFields(i, c, ['caCertificate', 'reversePrivateEndpointIds']);
  const auth = c.authentication || undefined;
  const shape = kafkaCredentialShapes(type, auth)[0];
  const credentials = shape ? Object.fromEntries(KAFKA_CREDENTIAL_SHAPES[shape].map((f) => [f, c.credentials[f]])) : {};
  const authChanged = c.authentication !== i.authentication || (auth === 'IAM_ROLE' && c.iamRole !== i.iamRole);
  if (authChanged || filled(credentials)) {
    out.authentication = auth ?? null;
    if (auth === 'IAM_ROLE') out.iamRole = c.iamRole;
    // A new method needs its own credentials: sent (empty if not typed) so the contract asks for them.
    if (shape) out.credentials = credentials;
  }
  return out;
}

function objectStoragePatch(i: EditValues['source']['objectStorage'], c: EditValues['source']['objectStorage'], azure: boolean): Rec {
  const field = c.authentication === 'PUBLIC' ? undefined : OBJECT_STORAGE_AUTH_FIELD[c.authentication];
  return {
    ...changedFields(i, c, ['skipInitialLoad', 'startAfter', ...(azure ? ['path', 'azureContainerName'] : [])]),
    ...authGroup(i, c, field, field !== undefined && OBJECT_STORAGE_SECRETS.has(field)),
  };
}

function kinesisPatch(i: EditValues['source']['kinesis'], c: EditValues['source']['kinesis']): Rec {
  const field = KINESIS_AUTH_FIELD[c.authentication];
  return authGroup(i, c, field, field === 'accessKey');
}

function postgresPatch(i: EditValues['source']['postgres'], c: EditValues['source']['postgres']): Rec {
  const out = changedFields(i, c, ['host', 'port', 'database', 'tlsHost', 'caCertificate', 'disableTls', 'skipCertVerification']);
  const settings = changedFields(i.settings, c.settings, ['syncIntervalSeconds', 'pullBatchSize']);
  if (Object.keys(settings).length > 0) out.settings = settings;
  if (filled(c.credentials)) out.credentials = c.credentials;
  if (c.tableMappings.length > 0) out.tableMappingsToAdd = postgresTableMappingsBody(c.tableMappings);
  const removed = c.existingMappings.filter((m) => m.remove).map(({ remove: _, ...m }) => m);
  if (removed.length > 0) out.tableMappingsToRemove = removed;
  return out;
}

/** The Update pipe body: only what changed (an empty object when nothing did). */
export function toUpdateBody(ctx: EditContext, initial: EditValues, values: EditValues): PipeUpdateInput {
  const body: Rec = {};
  if (values.name !== initial.name) body.name = values.name;
  const i = initial.source;
  const c = values.source;
  const source = {
    kafka: () => kafkaPatch(i.kafka, c.kafka, ctx.kafkaType),
    objectStorage: () => objectStoragePatch(i.objectStorage, c.objectStorage, ctx.objectStorageType === 'azureblobstorage'),
    kinesis: () => kinesisPatch(i.kinesis, c.kinesis),
    postgres: () => postgresPatch(i.postgres, c.postgres),
  }[ctx.kind]();
  const validateSamples = c.validateSamples !== i.validateSamples ? { validateSamples: c.validateSamples } : {};
  if (Object.keys(source).length > 0 || 'validateSamples' in validateSamples)
    body.source = { ...(Object.keys(source).length > 0 ? { [ctx.kind]: source } : {}), ...validateSamples };
  if (ctx.kind !== 'postgres') {
    // Columns and mappings go together, so the server checks the mapping rule on what is sent.
    if (!same(initial.columns, values.columns)) {
      const { columns, fieldMappings } = columnsToBody(values.columns);
      body.destination = { columns };
      body.fieldMappings = fieldMappings;
    }
  }
  return body as PipeUpdateInput;
}
