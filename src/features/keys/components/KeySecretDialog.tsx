import { Stack, Text } from '@mantine/core';
import { basicAuthHeader } from '../../../api/basicAuth';
import { OneTimeSecretDialog } from '../../../components/OneTimeSecretDialog';
import { KEY_EMPTY_IP_ACCESS_LIST_WARNING, type ApiKey } from '../../../contract';
import { Name } from '../../../components/Name';
import { ROLE_LABELS } from '../format';
import { UseKeyForSession } from './UseKeyForSession';

/** A created key with its credentials, held in the create page's state until the dialog closes. */
export interface RevealedKey {
  key: ApiKey;
  keyId: string;
  keySecret: string;
  /** True when the ID and secret were made in this browser (only their hashes were sent). */
  madeLocally: boolean;
  /**
   * The reply to Create key was lost (not refused): the key may exist, and `key` is only what was
   * asked for. The ID and secret made in this browser are shown all the same: they are its only copy.
   */
  uncertain?: boolean;
}

function fileSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug ? `api-key-${slug}` : 'api-key';
}

/**
 * The one-time reveal of a new key: ID, masked secret, .env and Authorization header downloads.
 * Also of a key that may have been created (a lost reply), when this browser made its secret.
 */
export function KeySecretDialog({ revealed, onClose }: { revealed: RevealedKey | null; onClose: () => void }) {
  if (!revealed) return <OneTimeSecretDialog {...closedProps} onClose={onClose} />;
  const { key, keyId, keySecret, madeLocally, uncertain } = revealed;
  const slug = fileSlug(key.name);
  const roles = (key.roles ?? []).map((role) => ROLE_LABELS[role] ?? role).join(', ');
  return (
    <OneTimeSecretDialog
      opened
      title={uncertain ? 'The API key may have been created' : 'API key created'}
      intro={
        <Stack gap={4}>
          {uncertain && (
            <Text size="sm" fw={500}>
              The reply to Create key was lost, so the key may exist although the console could not confirm it. Its ID and secret were made in this browser, and
              the server only ever gets their hashes: if it exists, this is the only copy of its secret. Save it now; the page then says whether the key is in
              the list.
            </Text>
          )}
          <Text size="sm">
            Key{' '}
            <strong>
              <Name value={key.name} lines={0} />
            </strong>{' '}
            (ID ending in <code>{key.keySuffix ?? keyId.slice(-4)}</code>) {uncertain ? 'was asked for' : 'is ready'} with the roles {roles}.
          </Text>
          {madeLocally && !uncertain && (
            <Text size="sm" c="dimmed">
              The ID and secret were made in this browser; the server only has their SHA-256 hashes.
            </Text>
          )}
          {key.ipAccessList !== undefined && key.ipAccessList.length === 0 && (
            <Text size="sm" c="orange">
              {KEY_EMPTY_IP_ACCESS_LIST_WARNING}
            </Text>
          )}
        </Stack>
      }
      items={[
        { label: 'Key ID', value: keyId, copyLabel: 'Copy key ID', envName: 'KEY_ID' },
        { label: 'Key secret', value: keySecret, secret: true, copyLabel: 'Copy key secret', envName: 'KEY_SECRET' },
      ]}
      warning="This is the only time the key secret is shown. Copy or download it now and keep it somewhere safe, such as a password manager. Once this dialog closes it cannot be shown again: you would have to create a new key."
      acknowledgeLabel="I have saved the secret"
      envFileName={`${slug}.env`}
      extraDownloads={[
        {
          label: 'Download Authorization header',
          fileName: `${slug}-authorization-header.txt`,
          content: `Authorization: ${basicAuthHeader(keyId, keySecret)}\n`,
        },
      ]}
      extraActions={<UseKeyForSession apiKey={key} keyId={keyId} keySecret={keySecret} />}
      onClose={onClose}
    />
  );
}

const closedProps = { opened: false, title: '', items: [], acknowledgeLabel: '', warning: '', envFileName: '' };
