import { Card, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A centred card for "nothing here yet": icon, title, explanation and usually a call to action. */
export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        {children}
      </Stack>
    </Card>
  );
}
