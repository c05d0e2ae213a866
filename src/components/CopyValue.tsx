import { Group, Stack, Text } from '@mantine/core';
import { Name } from './Name';
import { HiddenCopyNote, SafeCopyIcon } from './SafeCopy';

/**
 * A value from the API in monospace (hidden characters as markers, never widening its column)
 * with a copy button named for it ("Copy host"); a value with hidden characters is not copied as
 * it is (SafeCopy).
 */
export function CopyValue({ value, label }: { value: string; label: string }) {
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap" align="center">
        <Text ff="monospace" size="sm" style={{ minWidth: 0 }}>
          <Name value={value} lines={0} />
        </Text>
        <SafeCopyIcon value={value} label={label} size="sm" />
      </Group>
      <HiddenCopyNote value={value} label={label} />
    </Stack>
  );
}
