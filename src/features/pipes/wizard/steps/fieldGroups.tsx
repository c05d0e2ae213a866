import { Fieldset, SimpleGrid, Stack, type FieldsetProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** One group of a step ("Where", "How to authenticate", "Advanced"), fields in two columns on wide screens. */
export function FieldGroup({ legend, children, ...rest }: { legend: string; children: ReactNode } & Omit<FieldsetProps, 'legend'>) {
  return (
    <Fieldset legend={legend} radius="md" {...rest}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}

/** A group of one column of parts (the destination's columns: the sample, then the table of rows). */
export function FieldColumn({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md">
      <Stack gap="md">{children}</Stack>
    </Fieldset>
  );
}

/** A note shown where a restored draft left out credentials. */
export const SECRETS_NOT_KEPT = 'Credentials are never kept in the draft: enter them again.';
