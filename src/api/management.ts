import { managementClient } from './clients';
import { apiPath } from './paths';
import type {
  ApiKey,
  KeyCreate,
  Organization,
  OrganizationUpdate,
  Pipe,
  PipeCreateInput,
  PipeUpdateInput,
  ReplicaScaling,
  Service,
  ServiceCreate,
  ServicePrivateEndpointCreate,
} from '../contract';

/** One typed function per management operation (contract operations 1-8 plus the reads). */

export interface ServiceCreateResult {
  service: Service;
  password: string;
}
export interface KeyCreateResult {
  key: ApiKey;
  keyId?: string;
  keySecret?: string;
}
export interface PrivateEndpoint {
  id: string;
  description: string;
}
export type PipeCommand = 'start' | 'stop' | 'resync';

const org = (orgId: string) => apiPath`/v1/organizations/${orgId}`;
const service = (orgId: string, serviceId: string) => `${org(orgId)}${apiPath`/services/${serviceId}`}`;
const pipe = (orgId: string, serviceId: string, pipeId: string) => `${service(orgId, serviceId)}${apiPath`/pipes/${pipeId}`}`;

export const managementApi = {
  listOrganizations: (signal?: AbortSignal) => managementClient.get<Organization[]>('/v1/organizations', { signal }),
  getOrganization: (orgId: string, signal?: AbortSignal) => managementClient.get<Organization>(org(orgId), { signal }),
  updateOrganization: (orgId: string, body: OrganizationUpdate) => managementClient.patch<Organization>(org(orgId), body),

  listServices: (orgId: string, signal?: AbortSignal) => managementClient.get<Service[]>(`${org(orgId)}/services`, { signal }),
  getService: (orgId: string, serviceId: string, signal?: AbortSignal) => managementClient.get<Service>(service(orgId, serviceId), { signal }),
  createService: (orgId: string, body: ServiceCreate) => managementClient.post<ServiceCreateResult>(`${org(orgId)}/services`, body),
  updateReplicaScaling: (orgId: string, serviceId: string, body: ReplicaScaling) =>
    managementClient.patch<Service>(`${service(orgId, serviceId)}/replicaScaling`, body),
  createServicePrivateEndpoint: (orgId: string, serviceId: string, body: ServicePrivateEndpointCreate) =>
    managementClient.post<PrivateEndpoint>(`${service(orgId, serviceId)}/privateEndpoint`, body),

  listKeys: (orgId: string, signal?: AbortSignal) => managementClient.get<ApiKey[]>(`${org(orgId)}/keys`, { signal }),
  getKey: (orgId: string, keyId: string, signal?: AbortSignal) => managementClient.get<ApiKey>(`${org(orgId)}${apiPath`/keys/${keyId}`}`, { signal }),
  createKey: (orgId: string, body: KeyCreate) => managementClient.post<KeyCreateResult>(`${org(orgId)}/keys`, body),

  listPipes: (orgId: string, serviceId: string, signal?: AbortSignal) => managementClient.get<Pipe[]>(`${service(orgId, serviceId)}/pipes`, { signal }),
  getPipe: (orgId: string, serviceId: string, pipeId: string, signal?: AbortSignal) => managementClient.get<Pipe>(pipe(orgId, serviceId, pipeId), { signal }),
  createPipe: (orgId: string, serviceId: string, body: PipeCreateInput) => managementClient.post<Pipe>(`${service(orgId, serviceId)}/pipes`, body),
  updatePipe: (orgId: string, serviceId: string, pipeId: string, body: PipeUpdateInput) => managementClient.patch<Pipe>(pipe(orgId, serviceId, pipeId), body),
  updatePipeState: (orgId: string, serviceId: string, pipeId: string, command: PipeCommand) =>
    managementClient.patch<Pipe>(`${pipe(orgId, serviceId, pipeId)}/state`, { command }),
};
