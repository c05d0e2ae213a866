import { Box, Group, Text, type GroupProps, type MantineBreakpoint } from '@mantine/core';
// The same file is the tab's icon (index.html): one drawing of the mark.
import mark from './mark.svg?raw';

// Drawn in the page rather than loaded by an <img>: no request and no image document before the
// sign-in page's first paint. The markup is this repository's own file, fixed at build time.
const markup = { __html: mark.replace('<svg ', '<svg width="26" height="26" aria-hidden="true" focusable="false" ') };

/** The console's mark and name; with `compactBelow`, only the mark on narrower screens. */
export function Logo({ compactBelow, justify }: { compactBelow?: MantineBreakpoint; justify?: GroupProps['justify'] }) {
  return (
    <Group gap={8} wrap="nowrap" justify={justify}>
      <Box component="span" display="flex" dangerouslySetInnerHTML={markup} />
      <Text fw={700} size="md" visibleFrom={compactBelow}>
        Cloud console
      </Text>
    </Group>
  );
}
