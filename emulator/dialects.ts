// The words an organization's APIs answer in (src/contract/dialect.ts): its own choice, made when a
// test organization is created (POST /__emulator/organizations {dialects}), else the emulator's
// default (MANAGEMENT_API_DIALECT, ALERTS_API_DIALECT; the contract's words unless set).
import type { Dialects } from '../src/contract/dialectNames.js';
import type { EmulatorConfig } from './config.js';
import type { Store } from './store.js';

export function orgDialects(store: Store, config: EmulatorConfig, organizationId: string | undefined): Dialects {
  const org = organizationId === undefined ? undefined : store.org(organizationId.toLowerCase());
  return { ...config.dialects, ...org?.dialects };
}
