// Services: list, read, create, replica scaling, private endpoint.
import type { RouteDef } from '../router.js';
export const serviceRoutes: RouteDef[] = [];
