import { Group, Text, type GroupProps, type MantineBreakpoint } from '@mantine/core';

/** The console's mark and name; with `compactBelow`, only the mark on narrower screens. */
export function Logo({ compactBelow, justify }: { compactBelow?: MantineBreakpoint; justify?: GroupProps['justify'] }) {
  return (
    <Group gap={8} wrap="nowrap" justify={justify}>
      <img src="/favicon.svg" alt="" width={26} height={26} />
      <Text fw={700} size="md" visibleFrom={compactBelow}>
        Cloud console
      </Text>
    </Group>
  );
}
