import { expect } from '@playwright/test';
import type { TestOrg } from './org';

/** A running service of the organization for pipe specs (created through the API, clock settled). */
export async function runningService(org: TestOrg, name = 'Analytics'): Promise<string> {
  const res = await org.api<{ service: { id: string } }>('POST', `${org.path}/services`, {
    name,
    provider: 'aws',
    region: 'us-east-1',
    ipAccessList: [],
    numReplicas: 2,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await org.settle();
  return res.result.service.id;
}

/** A pipe created through the API, its lifecycle settled (Running, unless the kind ends elsewhere). */
export async function settledPipe(org: TestOrg, serviceId: string, body: object): Promise<string> {
  const res = await org.api<{ id: string }>('POST', `${org.path}/services/${serviceId}/pipes`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await org.settle();
  return res.result.id;
}
