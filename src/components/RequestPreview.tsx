import { Button, Code, CopyButton, Group, Modal, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { useState } from 'react';
import { readSession } from '../session/store';
import { hasHiddenCharacters, hiddenCodes } from './displayName';
import { CodeName, Name } from './Name';
import { HiddenCopyNote, hiddenCopyReason } from './SafeCopy';
import { curlCommand, previewWire, redactSecrets, type PreviewRequest } from './requestPreviewText';
import { sessionDialects } from '../api/sessionBinding';

export { previewOf, type PreviewRequest } from './requestPreviewText';

/**
 * The curl command against the API base this session uses (this origin by default), in its
 * dialects; the body's values under the keys `also` names are shell variables too.
 */
export function sessionCurl(request: PreviewRequest, origin: string = window.location.origin, also: readonly string[] = []): string {
  const session = readSession();
  return curlCommand(request, (request.op.api === 'management' ? session?.managementUrl : session?.alertsUrl) || origin, sessionDialects(), also);
}

/**
 * "Preview request": shows the exact JSON body and an equivalent curl command before sending.
 * `getRequest` returns null when the form is not valid yet (the form then shows its errors).
 */
export function RequestPreviewButton({ getRequest }: { getRequest: () => Promise<PreviewRequest | null> | PreviewRequest | null }) {
  const [request, setRequest] = useState<PreviewRequest | null>(null);
  const open = async () => setRequest(await getRequest());
  return (
    <>
      <Button variant="default" leftSection={<IconCode size={16} />} onClick={() => void open()}>
        Preview request
      </Button>
      <Modal opened={request !== null} onClose={() => setRequest(null)} title="Request preview" size="xl">
        {request && <RequestPreviewTabs request={request} />}
      </Modal>
    </>
  );
}

/**
 * The request line, the JSON body and an equivalent curl command, secrets as shell variables in
 * both (the form still sends the values typed). Used by the preview dialog and the pipe wizard's
 * Review step.
 */
export function RequestPreviewTabs({ request }: { request: PreviewRequest }) {
  // The words really sent: the target's dialect (contract/dialect.ts).
  const wire = previewWire(request, sessionDialects());
  const redacted = redactSecrets(wire.body);
  const json = wire.body === undefined ? '(no body)' : JSON.stringify(redacted.body, null, 2);
  const curl = sessionCurl(request);
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Code>{request.op.method}</Code> <CodeName value={wire.path} />
      </Text>
      <Tabs defaultValue="json">
        <Tabs.List>
          <Tabs.Tab value="json">JSON body</Tabs.Tab>
          <Tabs.Tab value="curl">curl</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="json" pt="sm">
          <PreviewBlock text={json} name="JSON body" label="Copy JSON" testId="preview-json" />
        </Tabs.Panel>
        <Tabs.Panel value="curl" pt="sm">
          <Text size="xs" c="dimmed" mb={6}>
            Set the shell variables first (KEY_ID, KEY_SECRET{request.op.api === 'alerts' ? ', ACCESS_TOKEN' : ''} and any secret named in the body); the
            console never puts secrets in a command.
          </Text>
          <PreviewBlock text={curl} name="curl command" label="Copy curl command" testId="preview-curl" />
        </Tabs.Panel>
      </Tabs>
      {redacted.variables.length > 0 && (
        <Text size="xs" c="dimmed">
          The JSON shows secrets as {redacted.variables.join(', ')}; sending uses the values you entered.
        </Text>
      )}
    </Stack>
  );
}

/** `name` labels the scrolling box, which takes focus so a keyboard can scroll a long body. */
export function PreviewBlock({ text, name, label, testId }: { text: string; name: string; label: string; testId: string }) {
  return (
    <Stack gap={6}>
      <ScrollArea.Autosize mah={420} viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': name }}>
        <Code block data-testid={testId}>
          <Name value={text} lines={0} block />
        </Code>
      </ScrollArea.Autosize>
      <HiddenCopyNote value={text} label={name} block />
      <Group justify="flex-end">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              color={copied ? 'teal' : undefined}
              onClick={copy}
              disabled={hasHiddenCharacters(text, true)}
              title={hasHiddenCharacters(text, true) ? hiddenCopyReason(hiddenCodes(text, true)) : undefined}
            >
              {copied ? 'Copied' : label}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
