import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { useEffect, useReducer, type ReactNode } from 'react';
import { type FormMethods, subscribeValueChanges } from '../../../../components/form';
import { isSet, type FoldField } from './useOpenFolds';
import type { CreateServiceValues } from './values';

/**
 * One optional part of the create-service form, folded under its title (an item of the form's
 * accordion): the title says what is inside, and once something inside is set, how many fields
 * are. Folded, its fields are not in the page (the form's accordion does not keep them mounted),
 * but their values stay in the form. The form opens a part that holds an error (useOpenFolds), so
 * no message is ever hidden.
 */
export function FoldedSection({
  value,
  title,
  badge,
  description,
  fields,
  form,
  children,
}: {
  value: string;
  title: string;
  badge?: ReactNode;
  description: string;
  fields: readonly FoldField[];
  form: Pick<FormMethods<CreateServiceValues>, 'subscribe' | 'getValues'>;
  children: ReactNode;
}) {
  // Counted from the values on each render; a change to one of these fields renders it again.
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const stops = fields.map((name) => subscribeValueChanges(form, name, changed));
    return () => stops.forEach((stop) => stop());
  }, [form, fields]);
  const setCount = fields.filter((name) => isSet(name, form.getValues(name))).length;
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>
        <Group gap="xs">
          <Text fw={600}>{title}</Text>
          {badge}
          {setCount > 0 && (
            <Badge variant="light" size="sm">
              {setCount} {setCount === 1 ? 'field' : 'fields'} set
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md" pt="xs">
          {children}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
