import { describe, expect, it } from 'vitest';
import { PIPE_SETTINGS_LIMITS } from './pipe-limits';
import { pipeSettingFieldsOf, PIPE_SETTINGS_MESSAGES, pipeSettingsPutSchema } from './pipe-settings';

describe('Update pipe settings (PUT)', () => {
  it.each(Object.entries(PIPE_SETTINGS_LIMITS))('%s: taken at its bounds, refused just past them', (field, { min, max }) => {
    const ok = (value: number) => pipeSettingsPutSchema.safeParse({ [field]: value }).success;
    expect(ok(min)).toBe(true);
    expect(ok(max)).toBe(true);
    expect(ok(min - 1)).toBe(false);
    expect(ok(max + 1)).toBe(false);
  });

  it('takes nothing, nulls (back to the default) and the switches; refuses an unknown setting and the real words', () => {
    expect(pipeSettingsPutSchema.safeParse({}).success).toBe(true);
    expect(pipeSettingsPutSchema.safeParse({ db_max_threads: null, object_storage_use_cluster_function: true }).success).toBe(true);
    expect(pipeSettingsPutSchema.safeParse({ max_threads: 1 }).success).toBe(false);
    // The console speaks the contract's words; the dialect layer writes `clickhouse_*` on the wire.
    expect(pipeSettingsPutSchema.safeParse({ clickhouse_max_threads: 1 }).success).toBe(false);
  });

  it('which settings each kind takes: streaming, object storage, none for Postgres', () => {
    expect(pipeSettingFieldsOf('kafka')).toEqual(pipeSettingFieldsOf('kinesis'));
    expect(pipeSettingFieldsOf('kafka')).toContain('streaming_max_insert_wait_ms');
    expect(pipeSettingFieldsOf('kafka')).not.toContain('object_storage_concurrency');
    expect(pipeSettingFieldsOf('objectStorage')).toContain('object_storage_concurrency');
    expect(pipeSettingFieldsOf('objectStorage')).not.toContain('streaming_max_insert_wait_ms');
    expect(pipeSettingFieldsOf('postgres')).toEqual([]);
  });

  it('says which kinds a refused setting applies to', () => {
    expect(PIPE_SETTINGS_MESSAGES.notForKind('streaming_max_insert_wait_ms', 'objectStorage')).toBe(
      'streaming_max_insert_wait_ms does not apply to object storage pipes, only to Kafka and Kinesis pipes.',
    );
    expect(PIPE_SETTINGS_MESSAGES.notForKind('db_max_threads', 'postgres')).toBe(PIPE_SETTINGS_MESSAGES.postgres);
  });
});
