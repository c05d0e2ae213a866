/** The contract layer: zod schemas of every request and response the console uses. */
export * from './common.js';
export * from './service.js';
export * from './organization.js';
export * from './key.js';
export * from './pipe.js';
export * from './alert.js';
export * from './key-update.js';
export * from './alert-list.js';
export * from './alert-hyperdx.js';
export * from './alert-hyperdx-replace.js';
export * from './operation.js';
export * from './operations.js';
export * from './dialect.js';
export * from './regionPlaces.js';
export * from './member.js';
export * from './member-context.js';
export * from './activity.js';
