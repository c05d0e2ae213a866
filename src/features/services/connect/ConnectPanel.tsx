import { Code, Group, Stack, Text } from '@mantine/core';
import { Name } from '../../../components/Name';
import { HiddenCopyNote, SafeCopyIcon } from '../../../components/SafeCopy';
import type { ServiceEndpoint } from '../../../contract';
import { connectCommands, PASSWORD_VARIABLE_LINE } from './connectCommands';

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
        <SafeCopyIcon value={command} label={label} block />
      </Group>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} aria-label={title}>
        <Name value={command} lines={0} block />
      </Code>
      <HiddenCopyNote value={command} label={label} block />
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
