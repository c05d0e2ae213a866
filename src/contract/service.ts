/** Services: value lists, request schemas, response schemas and server-side rules. */
export * from './service-fields.js';
export * from './service-create.js';
export * from './service-create-cloud.js';
export * from './service-scaling.js';
export * from './service-response.js';
export * from './service-context.js';
export * from './service-lifecycle.js';
