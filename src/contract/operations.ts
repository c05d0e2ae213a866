/**
 * The operations table: every operation of both APIs, declared once (id, api, auth, envelope,
 * method, path template, path/query parameter schemas, request and response schemas). The API
 * functions, query keys, request previews, sign-in probes and the emulator's routes derive from it.
 */
import type { AnyOperation } from './operation.js';
import { alertsOperations } from './operations-alerts.js';
import { managementOperations } from './operations-management.js';

export const operations = { ...managementOperations, ...alertsOperations };

export type Operations = typeof operations;
export type OperationId = keyof Operations;

/** Every operation, for tables built from all of them (the emulator's routes). */
export const operationList: readonly AnyOperation[] = Object.values(operations);
