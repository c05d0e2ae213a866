import { Badge, Group, Tooltip } from '@mantine/core';
import type { SessionKeyMatch } from '../../../session/keyRole';
import { ROLE_LABELS } from '../format';
import { nameText } from '../../../components/displayName';

/** Badges shared by the keys list and a key's page. */
export function KeyRoleBadges({ roles }: { roles: readonly string[] | undefined }) {
  return (
    // Each badge as wide as its word: never cut to "Dev…" when the cell is narrow (they wrap instead).
    <Group gap={4} preventGrowOverflow={false}>
      {(roles ?? []).map((role) => (
        <Badge key={role} variant="light" color={role === 'admin' ? 'grape' : 'blue'} tt="none">
          {ROLE_LABELS[role] ?? nameText(role)}
        </Badge>
      ))}
    </Group>
  );
}

export function KeyStateBadge({ state }: { state: string | undefined }) {
  return (
    <Badge variant="dot" color={state === 'enabled' ? 'teal' : 'gray'} tt="none">
      {state === 'enabled' ? 'Enabled' : state === 'disabled' ? 'Disabled' : (state ?? 'Unknown')}
    </Badge>
  );
}

export const SESSION_KEY_LABEL = "This session's key";

/** "This session's key" on the key this tab signs its requests with; "Maybe" when another key shares its suffix. */
export function SessionKeyBadge({ match }: { match: SessionKeyMatch }) {
  if (match === 'no') return null;
  if (match === 'maybe') {
    return (
      <Tooltip label="Another key has the same ID ending, so the console cannot tell which of them this tab uses." multiline maw={280} withArrow>
        <Badge color="cyan" variant="outline" tt="none">
          Maybe this session's key
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Badge color="cyan" variant="filled" tt="none">
      {SESSION_KEY_LABEL}
    </Badge>
  );
}
