import { Alert, Anchor, Button, Group, List, Loader, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatSeconds } from '../../api/messages';
import { offersTryAgain } from '../../api/retry';
import { DateTime } from '../DateTime';
import { ApiErrorAlert } from '../ApiErrorAlert';
import type { LostReply } from './lostReply';
import { quotedName } from '../displayName';
import { Name } from '../Name';

interface Props {
  lostReply: LostReply & { sendAnyway: () => void };
  /** The submit button's label, e.g. "Create service" (what sends it again). */
  submitLabel: string;
}

/**
 * What the lookup after a create that may have been applied found: it runs (it reads the list
 * again and again for up to half a minute), it found the resource (links, and "Create another
 * anyway"), it is surely absent (read until the end and never listed: the submit sends it again),
 * the list could not be read (look again, or create another anyway), or it was read as far as the
 * lookup goes and still cannot tell (where to look instead, or create another anyway). A link to
 * the list is there the whole time: the person can always look for themselves.
 */
export function LostReplyNotice({ lostReply, submitLabel }: Props) {
  const { state, noun, listHref } = lostReply;
  if (state.phase === 'idle') return null;
  const listLink = listHref && (
    <Text size="sm" mt="xs">
      <Anchor component={Link} to={listHref}>
        Open the list of {noun}s
      </Anchor>{' '}
      to look for yourself.
    </Text>
  );
  const anyway = (
    <Button variant="default" size="xs" onClick={lostReply.sendAnyway}>
      {submitLabel.replace(/^Create\b/, 'Create another')} anyway
    </Button>
  );
  // While it may exist, the submit is held: said once, with the one way past it.
  const held = (
    <>
      <Text size="sm" mt="xs">
        {submitLabel} sends nothing now, so no second one is made by accident.
      </Text>
      <Group gap="xs" mt="xs">
        {anyway}
      </Group>
    </>
  );
  if (state.phase === 'looking') {
    return (
      <Alert color="blue" variant="light" role="status" data-testid="lost-reply" title="Looking for it in the list">
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" />
          <Text size="sm">
            Looking {state.name ? `for the ${noun} ${quotedName(state.name)} ` : ''}in the list to see whether it was created: a server may add it late, so the
            list is read again for up to {formatSeconds(state.patienceMs)} (read {state.read})…
          </Text>
        </Group>
        <Text size="sm" mt="xs">
          {submitLabel} sends nothing meanwhile, so no second one is made by accident.
        </Text>
        {listLink}
      </Alert>
    );
  }
  if (state.phase === 'not-found') {
    return (
      <Alert color="blue" variant="light" role="status" data-testid="lost-reply" title="Not created">
        <Text size="sm">
          {state.name ? `No ${noun} named ${quotedName(state.name)} is in the list` : `No ${noun} is in the list`} after {state.reads} reads over{' '}
          {formatSeconds(state.patienceMs)}, so it was not created. {submitLabel} sends it again.
        </Text>
        {listLink}
      </Alert>
    );
  }
  if (state.phase === 'inconclusive') {
    return (
      <Alert color="yellow" variant="light" role="status" data-testid="lost-reply" title="Could not tell whether it was created">
        <Text size="sm">{state.message}</Text>
        {listLink}
        {held}
      </Alert>
    );
  }
  if (state.phase === 'lookup-failed') {
    return (
      <Alert color="yellow" variant="light" role="status" data-testid="lost-reply" title="Could not check whether it was created">
        <ApiErrorAlert error={state.error} title="The list could not be read" />
        <Text size="sm" mt="xs">
          {offersTryAgain(state.error)
            ? 'Look again before sending it a second time: it may already exist.'
            : 'Check the list another way before sending it a second time: it may already exist.'}
        </Text>
        <Group gap="xs" mt="xs">
          {offersTryAgain(state.error) && (
            <Button size="xs" onClick={lostReply.lookAgain}>
              Look again
            </Button>
          )}
          {anyway}
        </Group>
        {listLink}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" role="status" data-testid="lost-reply" title={state.name === '' ? 'It may have been created' : 'Found in the list'}>
      <Text size="sm">
        {state.name === ''
          ? 'The request gave no name; the newest in the list (one of them may be it):'
          : state.found.length === 1
            ? `This ${noun} is named ${quotedName(state.name)}:`
            : `These ${state.found.length} are named ${quotedName(state.name)} (the newest first):`}
      </Text>
      <List size="sm" mt={4}>
        {state.found.map((f) => (
          <List.Item key={f.id}>
            <Anchor component={Link} to={f.href}>
              <Name value={f.label} />
            </Anchor>
            {f.createdAt && (
              <Text span size="sm" c="dimmed">
                {' '}
                created <DateTime value={f.createdAt} />
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      {lostReply.foundNote && (
        <Text size="sm" mt="xs">
          {lostReply.foundNote}
        </Text>
      )}
      {listLink}
      {held}
    </Alert>
  );
}
