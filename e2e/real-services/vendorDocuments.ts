/**
 * The vendors' OpenAPI documents (./openapi/, copied unchanged), and the one place where one of
 * them is patched because it is wrong: the Prism mock (playwright.real-services.config.ts) serves
 * the patched copy, and test/vendor-requests.test.ts validates against the same.
 *
 *   npx tsx e2e/real-services/vendorDocuments.ts <file>   # writes the management document as served
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

export const MANAGEMENT_DOCUMENT_FILE = 'clickhouse-cloud-openapi.json';
export const ALERTS_DOCUMENT_FILE = 'hyperdx-openapi.json';

export function readVendorDocument(file: string): OpenApiDocument {
  return JSON.parse(readFileSync(new URL(`./openapi/${file}`, import.meta.url), 'utf8')) as OpenApiDocument;
}

/**
 * ClickHouse Cloud's Kafka `credentials` (ClickPipePostKafkaSource and ClickPipePatchKafkaSource)
 * is a `oneOf` of four variants (PLAIN, MskIamUser, AzureEventHub, MutualTLS) that declare
 * neither a type, nor required properties, nor `additionalProperties: false`: every value
 * matches all four, so "exactly one" never holds, and a validator that applies the document as
 * written (Prism, ajv) refuses every Kafka pipe sent with credentials, even the document's own
 * example. Here each variant is closed and requires its own properties, which is what the
 * description says ("Choose one that is supported by the authentication method"): the oneOf then
 * checks what it was meant to. Throws when the document no longer needs it.
 */
export function patchKafkaCredentialsOneOf(doc: OpenApiDocument): OpenApiDocument {
  const required: Record<string, string[]> = {
    PLAIN: ['username', 'password'],
    MskIamUser: ['accessKeyId', 'secretKey'],
    AzureEventHub: ['connectionString'],
    MutualTLS: ['certificate', 'privateKey'],
  };
  for (const [name, props] of Object.entries(required)) {
    const variant = doc.components.schemas[name];
    if (!variant || variant.required !== undefined || variant.additionalProperties !== undefined) {
      throw new Error(`The Kafka credentials variant ${name} has changed in the vendor's document: is patchKafkaCredentialsOneOf still needed?`);
    }
    doc.components.schemas[name] = { ...variant, type: 'object', required: props, additionalProperties: false };
  }
  return doc;
}

/** The management document as the suite uses it (patched), and the alerts document as published. */
export const managementDocument = () => patchKafkaCredentialsOneOf(readVendorDocument(MANAGEMENT_DOCUMENT_FILE));
export const alertsDocument = () => readVendorDocument(ALERTS_DOCUMENT_FILE);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv[2];
  if (!out) throw new Error('Usage: tsx e2e/real-services/vendorDocuments.ts <file>');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(managementDocument()));
}
