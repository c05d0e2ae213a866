import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDatabaseSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiErrorAlert } from '../../../../components/ApiErrorAlert';
import type { FormMethods } from '../../../../components/form';
import { WRAPPING_BUTTON } from '../../../../components/wrappingButton';
import { operations, schemaDiscoveryRequestSchema } from '../../../../contract';
import { RequestPreviewButton } from '../../../../components/RequestPreview';
import { previewOf } from '../../../../components/requestPreviewText';
import { useSession } from '../../../../session/store';
import { useDiscoverPipeSchema } from '../../queries';
import { columnsFromDiscovery, discoveryMetaText } from '../discoveredColumns';
import { toCreateBody, type ColumnRow, type WizardValues } from '../wizardValues';

/**
 * "Read from the source": schema discovery with the connection entered on the Connection step
 * (sent as Create pipe would send it); the fields the service read become the columns, each mapped
 * from its field. Refused or unreachable, it says why; pasting a sample below still works.
 */
export function DiscoverColumns({
  form,
  kind,
  onPropose,
}: {
  form: FormMethods<WizardValues>;
  kind: 'kafka' | 'kinesis';
  onPropose: (rows: ColumnRow[]) => void;
}) {
  const { serviceId = '' } = useParams();
  // The wizard is rendered behind the sign-in guard; the step alone (its component test) has no session until a request is made.
  const organizationId = useSession()?.organizationId ?? '';
  const discover = useDiscoverPipeSchema(organizationId, serviceId);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  /** The request as Create pipe would send the source, or null with what the Connection step still lacks. */
  const request = () => {
    const source = (toCreateBody(form.getValues()).source as Record<string, unknown>)[kind];
    const parsed = schemaDiscoveryRequestSchema.safeParse({ source: { [kind]: source } });
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    setNote({ ok: false, text: `Complete the Connection step first: ${issue.path.slice(2).join('.') || 'source'}: ${issue.message}` });
    return null;
  };
  const read = () => {
    discover.reset();
    const body = request();
    if (!body) return;
    setNote(null);
    discover.mutate(body, {
      onSuccess: (result) => {
        const rows = columnsFromDiscovery(result.fields);
        onPropose(rows);
        const from = discoveryMetaText(result.meta);
        setNote({
          ok: true,
          text: `${rows.length} ${rows.length === 1 ? 'column' : 'columns'} read from the source${from ? ` (${from})` : ''}, each mapped from its field. Edit them below.`,
        });
      },
    });
  };
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="light" leftSection={<IconDatabaseSearch size={16} />} onClick={read} loading={discover.isPending} maw="100%" styles={WRAPPING_BUTTON}>
          Read from the source
        </Button>
        <RequestPreviewButton
          getRequest={() => {
            const body = request();
            return body && previewOf(operations.discoverPipeSchema, { organizationId, serviceId }, body);
          }}
        />
        <Text size="xs" c="dimmed">
          The service reads records with the connection you entered and proposes the columns.
        </Text>
      </Group>
      {discover.isError && (
        <>
          <ApiErrorAlert error={discover.error} title="Could not read the source" />
          <Text size="sm">Check the connection (Back to the Connection step), or paste a sample record below instead.</Text>
        </>
      )}
      {note && (
        <Alert color={note.ok ? 'teal' : 'orange'} variant="light" role="status">
          <Text size="sm">{note.text}</Text>
        </Alert>
      )}
    </Stack>
  );
}
