/**
 * The pipe wizard's form values and how they become a Create pipe body. The values keep the
 * body's shape (so the contract's issue paths name the form's fields) except that destination
 * columns and field mappings are one list of rows: a column with the source field mapped to it.
 */
import {
  kafkaCredentialShapes,
  KAFKA_CREDENTIAL_SHAPES,
  OBJECT_STORAGE_AUTH_FIELD,
  PIPE_SCALING_FIELDS,
  PIPE_SETTING_FIELDS,
  pipeFieldsFor,
  type KafkaAuthentication,
  type KafkaType,
  type ObjectStorageAuthentication,
  type PipeCreateInput,
  type PipeSourceKind,
} from '../../../contract';

export interface ColumnRow {
  name: string;
  type: string;
  /** The source field mapped to this column ('' = unmapped). */
  sourceField: string;
  /** The type proposed from a sample, and why (shown beside the type while it is still that one; never sent). */
  proposed?: { type: string; reason: string };
}

export interface TableMappingRow {
  sourceSchemaName: string;
  sourceTable: string;
  targetTable: string;
  excludedColumns: string[];
  useCustomSortingKey: boolean;
  sortingKeys: string[];
}

type Credentials = { username: string; password: string };
type AccessKey = { accessKeyId: string; secretKey: string };

export interface WizardValues {
  name: string;
  kind: PipeSourceKind | '';
  source: {
    kafka: {
      type: KafkaType;
      format: string;
      brokers: string;
      topics: string;
      consumerGroup: string;
      authentication: KafkaAuthentication | '';
      iamRole: string;
      offset: { strategy: string; timestamp: string };
      schemaRegistry: { url: string; caCertificate: string; credentials: Credentials };
      caCertificate: string;
      reversePrivateEndpointIds: string[];
      credentials: Credentials & AccessKey & { connectionString: string; certificate: string; privateKey: string };
    };
    objectStorage: {
      type: string;
      format: string;
      url: string;
      delimiter: string;
      compression: string;
      isContinuous: boolean;
      queueUrl: string;
      /** PUBLIC: no authentication (not sent). */
      authentication: ObjectStorageAuthentication | 'PUBLIC';
      iamRole: string;
      accessKey: AccessKey;
      connectionString: string;
      serviceAccountKey: string;
      path: string;
      azureContainerName: string;
    };
    kinesis: {
      format: string;
      streamName: string;
      region: string;
      useEnhancedFanOut: boolean;
      iteratorType: string;
      timestamp: number | undefined;
      authentication: string;
      iamRole: string;
      accessKey: AccessKey;
    };
    postgres: {
      host: string;
      port: number | undefined;
      database: string;
      credentials: Credentials;
      tlsHost: string;
      caCertificate: string;
      /** Sent only when on (off is the service's default). */
      disableTls: boolean;
      skipCertVerification: boolean;
      settings: Record<string, number | string | boolean | undefined>;
      tableMappings: TableMappingRow[];
    };
    validateSamples: boolean;
  };
  destination: {
    database: string;
    table: string;
    managedTable: boolean;
    tableDefinition: {
      engine: { type: string; versionColumnId: string; columnIds: string[] };
      sortingKey: string[];
      partitionBy: string;
      primaryKey: string;
    };
    roles: string[];
  };
  columns: ColumnRow[];
  /** The source fields known from a sample record (never sent): a mapping's source is one of them when there are any. */
  knownFields: string[];
  scaling: Record<string, number | undefined>;
  settings: Record<string, number | boolean | undefined>;
}

const creds = (): Credentials => ({ username: '', password: '' });
const key = (): AccessKey => ({ accessKeyId: '', secretKey: '' });

export const emptyTableMapping = (): TableMappingRow => ({
  sourceSchemaName: 'public',
  sourceTable: '',
  targetTable: '',
  excludedColumns: [],
  useCustomSortingKey: false,
  sortingKeys: [],
});

export function emptyWizardValues(): WizardValues {
  return {
    name: '',
    kind: '',
    source: {
      kafka: {
        type: 'kafka',
        format: 'JSONEachRow',
        brokers: '',
        topics: '',
        consumerGroup: '',
        authentication: 'PLAIN',
        iamRole: '',
        offset: { strategy: '', timestamp: '' },
        schemaRegistry: { url: '', caCertificate: '', credentials: creds() },
        caCertificate: '',
        reversePrivateEndpointIds: [],
        credentials: { ...creds(), ...key(), connectionString: '', certificate: '', privateKey: '' },
      },
      objectStorage: {
        type: 's3',
        format: 'JSONEachRow',
        url: '',
        delimiter: '',
        compression: 'auto',
        isContinuous: false,
        queueUrl: '',
        authentication: 'PUBLIC',
        iamRole: '',
        accessKey: key(),
        connectionString: '',
        serviceAccountKey: '',
        path: '',
        azureContainerName: '',
      },
      kinesis: {
        format: 'JSONEachRow',
        streamName: '',
        region: '',
        useEnhancedFanOut: false,
        iteratorType: 'LATEST',
        timestamp: undefined,
        authentication: 'IAM_ROLE',
        iamRole: '',
        accessKey: key(),
      },
      postgres: {
        host: '',
        port: 5432,
        database: '',
        credentials: creds(),
        tlsHost: '',
        caCertificate: '',
        disableTls: false,
        skipCertVerification: false,
        settings: {},
        tableMappings: [emptyTableMapping()],
      },
      validateSamples: true,
    },
    destination: {
      database: 'default',
      table: '',
      managedTable: true,
      tableDefinition: { engine: { type: 'MergeTree', versionColumnId: '', columnIds: [] }, sortingKey: [], partitionBy: '', primaryKey: '' },
      roles: [],
    },
    columns: [],
    knownFields: [],
    scaling: {},
    settings: {},
  };
}

/** Drops '', undefined, null, empty lists and empty objects (recursively through objects, not list items). */
export function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? undefined : value;
  if (value === null || typeof value !== 'object') return value === '' || value === null ? undefined : value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const c = compact(v);
    if (c !== undefined) out[k] = c;
  }
  return Object.keys(out).length === 0 ? undefined : out;
}

const pick = <T extends object>(o: T, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, (o as Record<string, unknown>)[k]]));

function kafkaBody(k: WizardValues['source']['kafka']) {
  const auth = k.authentication || undefined;
  const shape = kafkaCredentialShapes(k.type, auth)[0];
  const { credentials, offset, schemaRegistry, iamRole, ...rest } = k;
  return {
    ...rest,
    iamRole: auth === 'IAM_ROLE' ? iamRole : undefined,
    credentials: shape ? pick(credentials, KAFKA_CREDENTIAL_SHAPES[shape]) : undefined,
    offset: offset.strategy ? { strategy: offset.strategy, timestamp: offset.strategy === 'from_timestamp' ? offset.timestamp : undefined } : undefined,
    schemaRegistry: schemaRegistry.url.trim() ? schemaRegistry : undefined,
  };
}

function objectStorageBody(o: WizardValues['source']['objectStorage']) {
  const azure = o.type === 'azureblobstorage';
  const auth = azure ? 'CONNECTION_STRING' : o.authentication === 'PUBLIC' ? undefined : o.authentication;
  const authField = auth ? OBJECT_STORAGE_AUTH_FIELD[auth] : undefined;
  return {
    type: o.type,
    format: o.format,
    url: azure ? undefined : o.url,
    path: azure ? o.path : undefined,
    azureContainerName: azure ? o.azureContainerName : undefined,
    delimiter: o.delimiter,
    compression: o.compression,
    isContinuous: o.isContinuous,
    queueUrl: o.isContinuous ? o.queueUrl : undefined,
    authentication: auth,
    [authField ?? '']: authField ? o[authField] : undefined,
  };
}

function kinesisBody(k: WizardValues['source']['kinesis']) {
  const { iamRole, accessKey, timestamp, ...rest } = k;
  return {
    ...rest,
    timestamp: k.iteratorType === 'AT_TIMESTAMP' ? timestamp : undefined,
    iamRole: k.authentication === 'IAM_ROLE' ? iamRole : undefined,
    accessKey: k.authentication === 'IAM_USER' ? accessKey : undefined,
  };
}

/** Table mapping rows as the body takes them: rows keep their blank texts (so a blank cell gets its own message); empty lists are left out. */
export function postgresTableMappingsBody(rows: readonly TableMappingRow[]) {
  return rows.map(({ excludedColumns, sortingKeys, ...m }) => ({
    ...m,
    ...(excludedColumns.length > 0 ? { excludedColumns } : {}),
    ...(m.useCustomSortingKey ? { sortingKeys } : {}),
  }));
}

function postgresBody(p: WizardValues['source']['postgres']) {
  return {
    ...p,
    disableTls: p.disableTls || undefined,
    skipCertVerification: p.skipCertVerification || undefined,
    tableMappings: postgresTableMappingsBody(p.tableMappings),
  };
}

/** Only the scaling or settings fields that apply to the kind (values left from another kind are not sent). */
function pickFor(values: Record<string, unknown>, fields: Parameters<typeof pipeFieldsFor>[0], kind: PipeSourceKind | undefined) {
  return kind ? Object.fromEntries(pipeFieldsFor(fields, kind).map((f) => [f.field, values[f.field]])) : {};
}

const SOURCE_BODY = { kafka: kafkaBody, objectStorage: objectStorageBody, kinesis: kinesisBody, postgres: postgresBody };

/**
 * What the Field mappings step fills in when it opens: a column whose source field is empty and
 * was never edited is read from the source field of its own name (a sample's columns come with
 * theirs already). The rows to fill, as [index, source field].
 */
export function suggestedSourceFields(rows: readonly ColumnRow[], edited: (index: number) => boolean): [number, string][] {
  return rows.flatMap((r, i): [number, string][] => (r.sourceField === '' && r.name.trim() !== '' && !edited(i) ? [[i, r.name]] : []));
}

/** Body rows: every column (name, type) and a mapping for each column whose source field is filled. */
export function columnsToBody(rows: readonly ColumnRow[]) {
  return {
    columns: rows.map(({ name, type }) => ({ name, type })),
    fieldMappings: rows.filter((r) => r.sourceField !== '').map((r) => ({ sourceField: r.sourceField, destinationField: r.name })),
  };
}

/**
 * Whether `validateSamples` applies to a kind: the service says it has no effect on postgres (a
 * database pipe always checks only the connection and the table definitions), so for postgres it
 * is neither offered nor sent.
 */
export const validatesSamples = (kind: PipeSourceKind) => kind !== 'postgres';

/** The Create pipe body for these values; only the chosen kind's source, nothing left empty. */
export function toCreateBody(v: WizardValues): PipeCreateInput {
  const kind = v.kind || undefined;
  const validate = kind && validatesSamples(kind) ? { validateSamples: v.source.validateSamples } : {};
  const source = kind ? { [kind]: compact(SOURCE_BODY[kind](v.source[kind] as never)) ?? {}, ...validate } : {};
  const body: Record<string, unknown> = { name: v.name, source };
  if (kind === 'postgres') {
    body.destination = compact({ database: v.destination.database });
  } else {
    const { columns, fieldMappings } = columnsToBody(v.columns);
    const { tableDefinition, ...dest } = v.destination;
    const engine = tableDefinition.engine;
    body.destination = {
      ...(compact({
        ...dest,
        tableDefinition: {
          ...tableDefinition,
          engine: {
            ...engine,
            versionColumnId: engine.type === 'ReplacingMergeTree' ? engine.versionColumnId : '',
            columnIds: engine.type === 'SummingMergeTree' ? engine.columnIds : [],
          },
        },
      }) as object),
      columns,
    };
    body.fieldMappings = fieldMappings;
    body.scaling = compact(pickFor(v.scaling, PIPE_SCALING_FIELDS, kind));
    body.settings = compact(pickFor(v.settings, PIPE_SETTING_FIELDS, kind));
  }
  return Object.fromEntries(Object.entries(body).filter(([, x]) => x !== undefined)) as PipeCreateInput;
}
