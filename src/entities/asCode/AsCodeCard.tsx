import { Anchor, Button, Code, Collapse, Stack, Tabs, Text } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { useState } from 'react';
import { PreviewBlock, sessionCurl } from '../../components/RequestPreview';
import type { PreviewRequest } from '../../components/requestPreviewText';
import { SectionCard } from '../../components/SectionCard';
import type { TerraformCode } from './terraform';

const PROVIDER_URL = 'https://registry.terraform.io/providers/ClickHouse/clickhouse/latest/docs';

/**
 * "As code": the resource as the Terraform block of the vendor's provider and as the curl command
 * that creates it again, to copy into reviewed infrastructure. Folded until asked for (the text is
 * made only then). Secrets are variables in both, never values.
 */
export function AsCodeCard({
  what,
  terraform,
  curl,
  curlNote,
  curlVariables = [],
}: {
  /** "service", "pipe", "key", "private endpoint". */
  what: string;
  /** The Terraform code (made when the card opens). */
  terraform: () => TerraformCode;
  curl: () => PreviewRequest;
  curlNote?: string;
  /** Body keys (besides secrets) written as shell variables. */
  curlVariables?: readonly string[];
}) {
  const [opened, setOpened] = useState(false);
  return (
    <SectionCard title="As code" description={`This ${what} as Terraform and as the curl command that creates it again. Secrets are variables, never values.`}>
      <div>
        <Button variant="default" size="xs" leftSection={<IconCode size={14} />} onClick={() => setOpened((o) => !o)} aria-expanded={opened}>
          {opened ? 'Hide code' : 'Show as code'}
        </Button>
      </div>
      <Collapse expanded={opened}>{opened && <AsCodeTabs terraform={terraform} curl={curl} curlNote={curlNote} curlVariables={curlVariables} />}</Collapse>
    </SectionCard>
  );
}

function AsCodeTabs({
  terraform,
  curl,
  curlNote,
  curlVariables,
}: {
  terraform: () => TerraformCode;
  curl: () => PreviewRequest;
  curlNote?: string;
  curlVariables: readonly string[];
}) {
  const code = terraform();
  return (
    <Tabs defaultValue="terraform">
      <Tabs.List>
        <Tabs.Tab value="terraform">Terraform</Tabs.Tab>
        <Tabs.Tab value="curl">curl</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="terraform" pt="sm">
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            For the{' '}
            <Anchor href={PROVIDER_URL} target="_blank" rel="noreferrer" size="xs" underline="always">
              ClickHouse provider
            </Anchor>
            .{' '}
            {code.variables.length > 0 ? (
              <>
                Set {code.variables.map((v, i) => [i > 0 && ', ', <Code key={v}>TF_VAR_{v}</Code>])} (or a .tfvars file kept out of version control) before
                applying.
              </>
            ) : (
              'It holds no secret.'
            )}{' '}
            To manage the existing resource instead of creating another, import it first (<Code>terraform import</Code> with its ID).
          </Text>
          <PreviewBlock text={code.text} name="Terraform" label="Copy Terraform" testId="as-code-terraform" />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="curl" pt="sm">
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            Set the shell variables first (KEY_ID, KEY_SECRET and any named in the body). {curlNote}
          </Text>
          <PreviewBlock text={sessionCurl(curl(), undefined, curlVariables)} name="curl command" label="Copy curl command" testId="as-code-curl" />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
