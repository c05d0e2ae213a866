/** Services: value lists, request schemas, response schemas and server-side rules. */
export * from './service-fields';
export * from './service-create';
export * from './service-scaling';
export * from './service-response';
export * from './service-context';
