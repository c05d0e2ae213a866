/**
 * Where the real-services suite finds the console and the two mock APIs
 * (playwright.real-services.config.ts starts all three; docs/testing-real-services.md).
 *
 * - The mocks: Prism (`@stoplight/prism-cli`) serving the vendors' own OpenAPI documents
 *   (./openapi/), in static mode (each answer is the document's example, the same every time),
 *   validating every request against the document: a request the real service would refuse
 *   answers 4xx (400 with an `sl-violations` header where the document describes a 400, else 422).
 * - The console: `vite preview` of a production build, its console server proxying `/v1/**` and
 *   `/api/v2/**` to the mocks (MANAGEMENT_API_URL, ALERTS_API_URL), so nothing is emulated.
 *
 * Ports 5661–5663 by default (REAL_SERVICES_PORT moves all three), apart from the main suite's.
 */
export const CONSOLE_PORT = Number(process.env.REAL_SERVICES_PORT ?? 5661);
export const MANAGEMENT_MOCK_PORT = CONSOLE_PORT + 1;
export const ALERTS_MOCK_PORT = CONSOLE_PORT + 2;

export const consoleURL = `http://127.0.0.1:${CONSOLE_PORT}`;
export const managementMockURL = `http://127.0.0.1:${MANAGEMENT_MOCK_PORT}`;
export const alertsMockURL = `http://127.0.0.1:${ALERTS_MOCK_PORT}`;

/** The management document as served: written at start with its one patch (vendorDocuments.ts). */
export const MANAGEMENT_DOCUMENT = 'node_modules/.e2e-real-services/clickhouse-cloud-openapi.patched.json';
/** The alerts document, served as published. */
export const ALERTS_DOCUMENT = 'e2e/real-services/openapi/hyperdx-openapi.json';
