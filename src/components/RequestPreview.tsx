import { Button, Code, CopyButton, Group, Modal, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { useState } from 'react';
import { readSession } from '../session/store';

export interface PreviewRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path relative to the API base, e.g. /v1/organizations/…/services */
  path: string;
  body?: unknown;
  api: 'management' | 'alerts';
}

const SECRET_KEYS = /^(password|secretKey|accessKeyId|connectionString|keySecret)$/;

/** Replaces secret values in a body with shell variables, returning the body and the variables used. */
export function redactSecrets(body: unknown): { body: unknown; variables: string[] } {
  const variables: string[] = [];
  const walk = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((v) => walk(v));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    }
    if (key && SECRET_KEYS.test(key) && typeof value === 'string' && value !== '') {
      const name = key.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
      let variable = `$${name}`;
      for (let n = 2; variables.includes(variable); n++) variable = `$${name}_${n}`;
      variables.push(variable);
      return variable;
    }
    return value;
  };
  return { body: walk(body), variables };
}

/** An equivalent curl command; credentials and secrets are shell variables, never values. */
export function toCurl(request: PreviewRequest, origin: string): string {
  const session = readSession();
  const base = (request.api === 'management' ? session?.managementUrl : session?.alertsUrl) || origin;
  const url = base.replace(/\/+$/, '') + request.path;
  const auth = request.api === 'management' ? `--user "$KEY_ID:$KEY_SECRET"` : `-H "Authorization: Bearer $ACCESS_TOKEN"`;
  const lines = [`curl -X ${request.method} '${url}'`, `  ${auth}`];
  if (request.body !== undefined) {
    const { body } = redactSecrets(request.body);
    // Unquoted heredoc so $VARIABLES expand; escape anything else the shell would interpret.
    const json = JSON.stringify(body, null, 2).replace(/[\\`]/g, '\\$&').replace(/\$(?![A-Z_][A-Z0-9_]*\b)/g, '\\$');
    lines.push(`  -H 'Content-Type: application/json'`, `  --data-binary @- <<EOF\n${json}\nEOF`);
  }
  return lines.join(' \\\n');
}

/**
 * "Preview request": shows the exact JSON body and an equivalent curl command before sending.
 * `getRequest` returns null when the form is not valid yet (the form then shows its errors).
 */
export function RequestPreviewButton({ getRequest }: { getRequest: () => Promise<PreviewRequest | null> | PreviewRequest | null }) {
  const [request, setRequest] = useState<PreviewRequest | null>(null);
  const open = async () => setRequest(await getRequest());
  const json = request?.body === undefined ? '(no body)' : JSON.stringify(request.body, null, 2);
  const curl = request ? toCurl(request, window.location.origin) : '';
  return (
    <>
      <Button variant="default" leftSection={<IconCode size={16} />} onClick={() => void open()}>
        Preview request
      </Button>
      <Modal opened={request !== null} onClose={() => setRequest(null)} title="Request preview" size="xl">
        {request && (
          <Stack gap="sm">
            <Text size="sm">
              <Code>{request.method}</Code> <Code>{request.path}</Code>
            </Text>
            <Tabs defaultValue="json">
              <Tabs.List>
                <Tabs.Tab value="json">JSON body</Tabs.Tab>
                <Tabs.Tab value="curl">curl</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="json" pt="sm">
                <PreviewBlock text={json} label="Copy JSON" testId="preview-json" />
              </Tabs.Panel>
              <Tabs.Panel value="curl" pt="sm">
                <Text size="xs" c="dimmed" mb={6}>
                  Set the shell variables first (KEY_ID, KEY_SECRET{request.api === 'alerts' ? ', ACCESS_TOKEN' : ''} and any secret named in the body); the console never puts secrets in a command.
                </Text>
                <PreviewBlock text={curl} label="Copy curl command" testId="preview-curl" />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
      </Modal>
    </>
  );
}

function PreviewBlock({ text, label, testId }: { text: string; label: string; testId: string }) {
  return (
    <Stack gap={6}>
      <ScrollArea.Autosize mah={420}>
        <Code block data-testid={testId}>
          {text}
        </Code>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? 'Copied' : label}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
