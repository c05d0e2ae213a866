import type { DiscoveredField } from '../../../contract';
import { nameText } from '../../../components/displayName';
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

/** The words of the discovery answer's `meta` keys the console knows (the emulator's, and the service's own "recordsRead"). */
const META_LABELS: Readonly<Record<string, string>> = {
  topic: 'Topic',
  stream: 'Stream',
  records: 'Records read',
  recordsRead: 'Records read',
};

/** A key the console does not know, still readable: "sampleSize", "sample_size" or "sample-size" as "Sample size". */
function keyWords(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w, i) => (i > 0 && w !== w.toUpperCase() ? w.toLowerCase() : w));
  const text = words.join(' ');
  return text ? text[0].toUpperCase() + text.slice(1) : key;
}

/** What the service said of its reading (`meta`), in a person's words: "Topic: orders, Records read: 25" (empty when it said nothing). */
export function discoveryMetaText(meta: Readonly<Record<string, string>> | null | undefined): string {
  return Object.entries(meta ?? {})
    .map(([key, value]) => `${Object.hasOwn(META_LABELS, key) ? META_LABELS[key] : nameText(keyWords(key))}: ${nameText(value)}`)
    .join(', ');
}
