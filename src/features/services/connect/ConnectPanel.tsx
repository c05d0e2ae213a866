import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ServiceEndpoint } from '../../../contract';
import { connectCommands, PASSWORD_VARIABLE_LINE } from './connectCommands';

function CopyCommand({ command, label }: { command: string; label: string }) {
  return (
    <CopyButton value={command} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow>
          <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={`Copy ${label}`}>
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

function CommandBlock({ title, description, command, label }: { title: string; description?: string; command: string; label: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-end">
        <div>
          <Text fw={500} size="sm">
            {title}
          </Text>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        <CopyCommand command={command} label={label} />
      </Group>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} aria-label={title}>
        {command}
      </Code>
    </Stack>
  );
}

/** "Connect": ready commands for each endpoint of the service, the password as $DB_PASSWORD. */
export function ConnectPanel({ endpoints }: { endpoints: readonly ServiceEndpoint[] }) {
  const commands = connectCommands(endpoints);
  if (commands.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No endpoints yet. Connection commands appear once the service has been provisioned.
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="connect-panel">
      <CommandBlock
        title="First, put the password in a variable"
        description="The commands read it from $DB_PASSWORD (or load the .env file downloaded when the password was shown), so it never lands in your shell history."
        command={PASSWORD_VARIABLE_LINE}
        label="password variable command"
      />
      {commands.map((c) => (
        <CommandBlock key={c.id} title={c.title} description={c.description} command={c.command} label={`${c.title} command`} />
      ))}
    </Stack>
  );
}
