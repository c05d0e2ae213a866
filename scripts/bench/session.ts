// A signed-in tab without going through the form: the session entry the console keeps in
// sessionStorage (src/session/store.ts), set before any page script runs.
import type { EmulatorConfig } from '../../emulator/config.js';

export function sessionInitScript(config: EmulatorConfig): string {
  const session = {
    managementUrl: '',
    keyId: config.keyId,
    keySecret: config.keySecret,
    alertsUrl: '',
    alertsToken: config.alertsToken,
    organizationId: config.organizationId,
    organizationName: 'Emulator organization',
  };
  return `sessionStorage.setItem('console.session', ${JSON.stringify(JSON.stringify(session))});`;
}
