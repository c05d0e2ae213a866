import { Text } from '@mantine/core';
import type { SecretItem } from '../../../components/secret/SecretValueRow';
import { OneTimeSecretDialog } from '../../../components/OneTimeSecretDialog';
import type { Service } from '../../../contract';
import { nameText, quotedName } from '../../../components/displayName';

export interface CreatedService {
  service: Service;
  password: string;
  /** Why the password is shown: the service was just created (default), or its password reset (by the server, or made in this browser). */
  reason?: 'created' | 'reset' | 'reset-in-browser';
  /**
   * A reset with a browser-made password failed in a way that does not say whether it was applied
   * (a 5xx, a lost reply): the password may be the service's now, and this is its only copy.
   */
  uncertain?: boolean;
}

/**
 * The service's username and password first, then its endpoints, shown once after creation or a
 * password reset. The parent keeps `created` in component state and sets it to null in `onClose`;
 * nothing else holds the password.
 */
export function ServicePasswordDialog({ created, onClose }: { created: CreatedService | null; onClose: () => void }) {
  const endpoints = created?.service.endpoints ?? [];
  const username = endpoints.find((e) => e.username)?.username ?? undefined;
  const reset = created?.reason === 'reset' || created?.reason === 'reset-in-browser';
  const items: SecretItem[] = created
    ? [
        ...(username ? [{ label: 'Username', value: username, copyLabel: 'Copy username', envName: 'DB_USER' }] : []),
        { label: 'Password', value: created.password, secret: true, copyLabel: 'Copy password', envName: 'DB_PASSWORD' },
        ...endpointItems(endpoints, username),
      ]
    : [];
  const fileBase = (created?.service.name || 'service')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const what = reset ? 'new password' : 'initial password';
  return (
    <OneTimeSecretDialog
      opened={created !== null}
      title={
        created?.uncertain
          ? `The password of ${quotedName(created.service.name)} may have been changed`
          : reset
            ? `New password of ${quotedName(created?.service.name ?? '')}`
            : `Service ${quotedName(created?.service.name ?? '')} created`
      }
      intro={
        created && (
          <Text size="sm">
            {created.uncertain
              ? 'The reply to the reset was lost, so the password may have been changed although the console could not confirm it. If it was, this is the new password, and the only copy: save it, then try it (or reset again).'
              : reset
                ? 'The password has been changed; the old one no longer works.'
                : 'The service is provisioning.'}{' '}
            {created.reason === 'reset-in-browser' && 'It was made in this browser: the server received only its hashes. '}
            {endpoints.length === 0
              ? 'Its endpoints appear on its page once it is ready.'
              : 'Sign in with this username and password; the endpoints to connect to follow.'}
          </Text>
        )
      }
      items={items}
      acknowledgeLabel="I have saved the password"
      warning={`This is the only time the ${what} of the service is shown. Copy it or download the connection details now; it cannot be shown again.`}
      envFileName={`${fileBase}.env`}
      onClose={onClose}
    />
  );
}

/**
 * Copyable host, port (and a username other than the one shown first) of EVERY endpoint, named by protocol ("Copy nativesecure
 * port", DB_NATIVESECURE_PORT), so each one also goes into the .env file. Two endpoints with the
 * same protocol are told apart by their port.
 */
function endpointItems(endpoints: NonNullable<Service['endpoints']>, sharedUsername: string | undefined): SecretItem[] {
  const protocolCount = new Map<string, number>();
  for (const e of endpoints) protocolCount.set(e.protocol, (protocolCount.get(e.protocol) ?? 0) + 1);
  const usedEnv = new Set<string>();
  const items: SecretItem[] = [];
  for (const e of endpoints) {
    const protocol = nameText(e.protocol.trim()) || 'endpoint';
    const name = (protocolCount.get(e.protocol) ?? 0) > 1 ? `${protocol} ${e.port}` : protocol;
    let envBase = `DB_${name
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')}`;
    while (usedEnv.has(envBase)) envBase += '_X';
    usedEnv.add(envBase);
    items.push(
      { label: `${name} host`, value: e.host, copyLabel: `Copy ${name} host`, envName: `${envBase}_HOST` },
      { label: `${name} port`, value: String(e.port), copyLabel: `Copy ${name} port`, envName: `${envBase}_PORT` },
    );
    if (e.username && e.username !== sharedUsername) {
      items.push({ label: `${name} username`, value: e.username, copyLabel: `Copy ${name} username`, envName: `${envBase}_USER` });
    }
  }
  return items;
}
