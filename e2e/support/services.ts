import { expect, type Locator, type Page } from '@playwright/test';
import type { Service } from '../../src/contract';
import { serviceHref, serviceTabLabel, type ServiceTab } from '../../src/features/services/serviceTabs';
import type { TestOrg } from './org';

/**
 * Services for specs: made through the API (not the UI) when a test needs one to exist, and the
 * services pages as a person reaches them.
 *
 *   const svc = await runningService(org, 'Orders');        // created, lifecycle settled
 *   const services = new ServicesPage(page);
 *   await services.openService(svc.id);              // its Overview tab
 *   await openServiceTab(page, svc.id, 'scaling');  // another tab, by its address
 *   await services.createForm();  await services.field('Name').fill('Orders');
 */

/** What a test's service is made of unless it says otherwise: the smallest body the API takes. */
const PLAIN_SERVICE = { provider: 'aws', region: 'us-east-1', ipAccessList: [] };

/** A service created through the API, left as the API leaves it (provisioning: the clock is manual). */
export async function createService(org: TestOrg, name: string, body: Record<string, unknown> = {}): Promise<Service> {
  const res = await org.api<{ service: Service }>('POST', `${org.path}/services`, { ...PLAIN_SERVICE, name, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.result.service;
}

/** A service created through the API, the organization's lifecycles then settled: it is running. */
export async function runningService(org: TestOrg, name: string, body: Record<string, unknown> = {}): Promise<Service> {
  const service = await createService(org, name, body);
  await org.settle();
  return service;
}

/** A running service told to stop through the API, the lifecycles settled: it is stopped. */
export async function stopService(org: TestOrg, id: string): Promise<void> {
  const res = await org.api('PATCH', `${org.path}/services/${id}/state`, { command: 'stop' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await org.settle();
}

/**
 * A service's page on one of its tabs, opened by the tab's address (serviceTabs.ts), once the
 * page shows that tab chosen.
 */
export async function openServiceTab(page: Page, id: string, tab: ServiceTab = 'overview'): Promise<void> {
  await page.goto(serviceHref(id, tab));
  await expect(serviceTab(page, tab)).toHaveAttribute('aria-selected', 'true');
}

/** A tab of the service page, by its label. */
export function serviceTab(page: Page, tab: ServiceTab): Locator {
  return page.getByRole('tablist', { name: 'Sections of the service' }).getByRole('tab', { name: serviceTabLabel(tab), exact: true });
}

/** The services pages (list, a service's page, the create form) as a person uses them. */
export class ServicesPage {
  constructor(private readonly page: Page) {}

  /** The services list. */
  async open(): Promise<void> {
    await this.page.goto('/services');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  }

  /** A service's page on a tab (default: the overview), its state shown (the page is a lazy chunk of its own). */
  async openService(id: string, tab: ServiceTab = 'overview'): Promise<void> {
    await openServiceTab(this.page, id, tab);
    await expect(this.page.getByTestId('service-state')).toBeVisible();
  }

  /** The "Create service" form. */
  async createForm(): Promise<void> {
    await this.page.goto('/services/new');
    await expect(this.page.getByRole('heading', { name: 'Create service' })).toBeVisible();
  }

  /** A text or number input of a form by its label (exact: its description is not part of it). */
  field(name: string): Locator {
    return this.page.getByRole('textbox', { name, exact: true });
  }

  /** Chooses an option of a select by the select's label. */
  async pick(label: string | RegExp, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** A service's row in the list. */
  row(id: string): Locator {
    return this.page.getByTestId(`service-row-${id}`);
  }

  /** The state badge of a service's row. */
  stateIn(id: string): Locator {
    return this.row(id).getByLabel(/^State:/);
  }

  /** Opens the actions menu of a service's row; the menu. */
  async rowMenu(name: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Actions for ${name}` }).click();
    return this.page.getByRole('menu');
  }
}
