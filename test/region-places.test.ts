/**
 * Every region code a service can be created in or answer with (the contract's REGIONS and every
 * region enum of ClickHouse Cloud's OpenAPI document, e2e/real-services/openapi/) has a place name.
 */
import { describe, expect, it } from 'vitest';
import { readVendorDocument, MANAGEMENT_DOCUMENT_FILE } from '../e2e/real-services/vendorDocuments';
import { REGIONS, regionLabel, regionPlace } from '../src/contract';

/** Every `enum` under a property whose name contains "region", anywhere in the document. */
function openApiRegionCodes(node: unknown, key = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((n) => openApiRegionCodes(n, key));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([k, v]) => {
    if (k === 'enum' && /region/i.test(key) && Array.isArray(v)) return v.filter((c): c is string => typeof c === 'string');
    return openApiRegionCodes(v, k === 'properties' || k === 'items' || k === 'enum' ? key : k);
  });
}

describe('region place names', () => {
  const vendorCodes = [...new Set(openApiRegionCodes(readVendorDocument(MANAGEMENT_DOCUMENT_FILE)))];

  it('finds the region enums of the vendor document', () => {
    expect(vendorCodes).toEqual(expect.arrayContaining(['us-east-1', 'europe-west4', 'germanywestcentral']));
  });

  it.each([...new Set([...REGIONS, ...vendorCodes])])('%s has a place name', (code) => {
    expect(regionPlace(code)).toMatch(/\S/);
  });

  it('shows the place beside the code, and an unknown code as it is', () => {
    expect(regionLabel('eu-west-1')).toBe('eu-west-1 (Ireland)');
    expect(regionLabel('us-east-1')).toBe('us-east-1 (N. Virginia)');
    expect(regionLabel('us-central1')).toBe('us-central1 (Iowa)');
    expect(regionLabel('mars-1')).toBe('mars-1');
    expect(regionLabel('toString')).toBe('toString');
  });
});
