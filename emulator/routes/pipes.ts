// Pipes: list, read, create, update, state commands.
import type { RouteDef } from '../router.js';
export const pipeRoutes: RouteDef[] = [];
