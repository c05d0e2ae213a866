import type { DiscoveredField } from '../../../contract';
import type { ColumnRow } from './wizardValues';

/** A type the source may leave out, as a column type: `Nullable(T)`, inside `LowCardinality(…)` where it is one. */
export function nullableType(type: string): string {
  if (/^Nullable\(/.test(type)) return type;
  const low = /^LowCardinality\((.*)\)$/.exec(type);
  return low ? `LowCardinality(Nullable(${low[1]}))` : `Nullable(${type})`;
}

/** The columns of the fields the service read from the source: one each, mapped from its own field. */
export function columnsFromDiscovery(fields: readonly DiscoveredField[]): ColumnRow[] {
  return fields.map((f) => {
    const type = f.optional ? nullableType(f.type) : f.type;
    return {
      name: f.name,
      type,
      sourceField: f.name,
      proposed: { type, reason: f.optional ? 'read from the source, which may leave it out' : 'read from the source' },
    };
  });
}
