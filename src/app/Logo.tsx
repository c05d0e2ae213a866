import { Group, Text } from '@mantine/core';

export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={26} height={26} />
      <Text fw={700} size="md">
        Cloud console
      </Text>
    </Group>
  );
}
