import { describe, expect, it } from 'vitest';
import { valueWithUnit } from '../format';
import { authenticationLabel, sourceKindText } from '../sourceLabels';
import { pipeFieldRows, sourceRows, tableDefinitionRows } from './pipeSummary';

const texts = (rows: { label: unknown; value: unknown }[]) => rows.map((r) => [r.label, typeof r.value === 'string' ? r.value : '(node)']);

describe('the summaries read as the forms ask', () => {
  it('names a source kind and its type once', () => {
    expect(sourceKindText('kafka', 'kafka')).toBe('Apache Kafka');
    expect(sourceKindText('kafka', 'msk')).toBe('Kafka (Amazon MSK)');
    expect(sourceKindText('objectStorage', 's3')).toBe('Object storage (Amazon S3)');
    expect(sourceKindText('kinesis')).toBe('Kinesis');
  });

  it('labels authentication methods as the forms offer them', () => {
    expect(authenticationLabel('objectStorage', 'IAM_USER')).toBe('Access key');
    expect(authenticationLabel('kinesis', 'IAM_USER')).toBe('Access key (IAM user)');
    expect(authenticationLabel('kafka', 'SCRAM-SHA-256')).toBe('SCRAM-SHA-256');
  });

  it('gives values their unit, plural where the unit is a word', () => {
    expect(valueWithUnit(5000, { min: 1, unit: 'ms' })).toBe('5,000 ms');
    expect(valueWithUnit(60, { min: 1, unit: 'second' })).toBe('60 seconds');
    expect(valueWithUnit(1, { min: 1, unit: 'second' })).toBe('1 second');
    expect(valueWithUnit(2, { min: 0.5, unit: 'GB' })).toBe('2 GB');
    expect(valueWithUnit(true, undefined)).toBe('Yes');
  });

  it('source rows: form labels, human values, secrets entered but never shown', () => {
    const rows = sourceRows(
      'kinesis',
      { format: 'JSONEachRow', authentication: 'IAM_USER', accessKey: { accessKeyId: '$ACCESS_KEY_ID', secretKey: '$SECRET_KEY' }, useEnhancedFanOut: false },
      'entered',
    );
    expect(texts(rows)).toEqual([
      ['Data format', 'JSONEachRow'],
      ['Authentication', 'Access key (IAM user)'],
      ['Access key › Access key ID', '(node)'],
      ['Access key › Secret key', '(node)'],
      ['Enhanced fan-out', 'No'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('$SECRET_KEY');
  });

  it('a pipe the server answered: the type left to the caller, credentials never listed', () => {
    const rows = sourceRows('kafka', { type: 'kafka', authentication: 'PLAIN', credentials: { username: 'u' } }, 'answered', ['type']);
    expect(texts(rows)).toEqual([['Authentication method', 'PLAIN']]);
  });

  it('table definition: one row per part given', () => {
    const rows = tableDefinitionRows({ engine: { type: 'MergeTree' }, sortingKey: ['id', 'ts'] });
    expect(texts(rows)).toEqual([
      ['Engine', 'MergeTree'],
      ['Sorting key', 'id, ts'],
    ]);
    expect(tableDefinitionRows(undefined)).toEqual([]);
  });

  it('scaling and settings of the kind, set ones only unless all are asked for', () => {
    expect(texts(pipeFieldRows('scaling', 'kafka', { replicas: 2, replicaMemoryGb: 0.5 }))).toEqual([
      ['Replicas', '2'],
      ['Memory per replica', '0.5 GB'],
    ]);
    expect(pipeFieldRows('settings', 'kinesis', {}, undefined, true).length).toBeGreaterThan(0);
    expect(pipeFieldRows('settings', 'postgres', {}, undefined, true)).toEqual([]);
  });
});
