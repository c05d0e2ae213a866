/** The contract layer: zod schemas of every request and response the console uses. */
export * from './common';
export * from './service';
export * from './organization';
export * from './key';
export * from './pipe';
export * from './alert';
