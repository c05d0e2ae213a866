import { describe, expect, it } from 'vitest';
import type { FieldError } from 'react-hook-form';
import type { Pipe } from '../../../contract';
import { editResolver } from './editResolver';
import { editContextOf, toEditValues, toUpdateBody, type EditValues } from './editValues';

const kafkaPipe = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'orders',
  state: 'Running',
  source: { kafka: { type: 'kafka', format: 'JSONEachRow', brokers: 'b:9092', topics: 't', authentication: 'PLAIN', caCertificate: 'PEM' } },
  destination: { table: 'orders', columns: [{ name: 'id', type: 'UInt64' }] },
  fieldMappings: [{ sourceField: 'id', destinationField: 'id' }],
  settings: { streaming_max_insert_wait_ms: 1000 },
} as Pipe;

const postgresPipe = {
  id: '00000000-0000-4000-8000-000000000002',
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
} as Pipe;

function setup(pipe: Pipe, edit: (v: EditValues) => void) {
  const ctx = editContextOf(pipe, pipe.source?.kafka ? 'kafka' : 'postgres', toEditValues(pipe));
  const initial = toEditValues(pipe);
  const values = structuredClone(initial);
  edit(values);
  return { ctx, initial, values, body: toUpdateBody(ctx, initial, values) };
}

async function errorsOf({ ctx, initial, values }: ReturnType<typeof setup>) {
  const result = await editResolver(ctx, initial)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors as Record<string, unknown>;
}
const messageAt = (errors: Record<string, unknown>, path: string) =>
  (path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], errors) as FieldError | undefined)?.message;

describe('Edit pipe: values to the Update pipe body', () => {
  it('sends nothing when nothing changed, and prefills from the pipe with secrets empty', () => {
    const { initial, body } = setup(kafkaPipe, () => {});
    expect(body).toEqual({});
    expect(initial.source.kafka).toMatchObject({ authentication: 'PLAIN', caCertificate: 'PEM', credentials: { username: '', password: '' } });
    expect(initial.columns).toEqual([{ name: 'id', type: 'UInt64', sourceField: 'id' }]);
  });

  it('sends only what changed; an emptied text is null (back to not set); credentials only when typed', () => {
    const { body } = setup(kafkaPipe, (v) => {
      v.name = 'orders-2';
      v.source.kafka.caCertificate = '';
    });
    // The pipe's settings are not the edit's: they have their own operation (the pipe's page).
    expect(body).toEqual({ name: 'orders-2', source: { kafka: { caCertificate: null } } });
  });

  it('typed credentials go with the method; a new method without them is stopped with the contract message', async () => {
    const typed = setup(kafkaPipe, (v) => {
      v.source.kafka.credentials.username = 'u';
      v.source.kafka.credentials.password = 'p';
    });
    expect(typed.body).toEqual({ source: { kafka: { authentication: 'PLAIN', credentials: { username: 'u', password: 'p' } } } });
    const bare = setup(kafkaPipe, (v) => {
      v.source.kafka.authentication = 'SCRAM-SHA-512';
    });
    expect(messageAt(await errorsOf(bare), 'source.kafka.credentials.password')).toBe('Enter the password.');
  });

  it('validateSamples starts off (the pipe never says) and is sent only when switched, beside the source changes or alone', async () => {
    expect(toEditValues(kafkaPipe).source.validateSamples).toBe(false);
    const alone = setup(kafkaPipe, (v) => {
      v.source.validateSamples = true;
    });
    expect(alone.body).toEqual({ source: { validateSamples: true } });
    expect(await errorsOf(alone)).toEqual({});
    const withChange = setup(postgresPipe, (v) => {
      v.source.validateSamples = true;
      v.source.postgres.settings.syncIntervalSeconds = 60;
    });
    expect(withChange.body).toEqual({ source: { postgres: { settings: { syncIntervalSeconds: 60 } }, validateSamples: true } });
    expect(await errorsOf(withChange)).toEqual({});
    const switchedBack = setup(kafkaPipe, (v) => {
      v.source.validateSamples = true;
      v.source.validateSamples = false;
    });
    expect(switchedBack.body).toEqual({});
  });

  it('columns and mappings are sent together, and an unmapped column lands on its source field', async () => {
    const s = setup(kafkaPipe, (v) => {
      v.columns.push({ name: 'x', type: 'String', sourceField: '' });
    });
    expect(s.body).toMatchObject({ destination: { columns: [{ name: 'id' }, { name: 'x' }] }, fieldMappings: [{ destinationField: 'id' }] });
    expect(messageAt(await errorsOf(s), 'columns.1.sourceField')).toMatch(/"x" has no field mapping/);
  });

  it('postgres: mappings to add and to remove, changed settings only, the host may not be emptied', async () => {
    const s = setup(postgresPipe, (v) => {
      v.source.postgres.existingMappings[0].remove = true;
      v.source.postgres.tableMappings.push({
        sourceSchemaName: 'public',
        sourceTable: 'b',
        targetTable: 'b',
        excludedColumns: [],
        useCustomSortingKey: false,
        sortingKeys: [],
      });
      v.source.postgres.settings.pullBatchSize = 500;
    });
    expect(s.body).toEqual({
      source: {
        postgres: {
          settings: { pullBatchSize: 500 },
          tableMappingsToAdd: [{ sourceSchemaName: 'public', sourceTable: 'b', targetTable: 'b', useCustomSortingKey: false }],
          tableMappingsToRemove: [{ sourceSchemaName: 'public', sourceTable: 'a', targetTable: 'a' }],
        },
      },
    });
    expect(await errorsOf(s)).toEqual({});
    const emptied = setup(postgresPipe, (v) => {
      v.source.postgres.host = ' ';
      v.source.postgres.tableMappings.push({
        sourceSchemaName: 'public',
        sourceTable: '',
        targetTable: 'c',
        excludedColumns: [],
        useCustomSortingKey: false,
        sortingKeys: [],
      });
    });
    const errors = await errorsOf(emptied);
    expect(messageAt(errors, 'source.postgres.host')).toBe('Enter the database host.');
    expect(messageAt(errors, 'source.postgres.tableMappings.0.sourceTable')).toBe('Enter the source table.');
  });
});
