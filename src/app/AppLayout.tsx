import {
  AppShell,
  Burger,
  Group,
  NavLink,
  ScrollArea,
  Text,
  Tooltip,
  ActionIcon,
  Button,
  useComputedColorScheme,
  useMantineColorScheme,
  Loader,
} from '@mantine/core';
import '@mantine/notifications/styles.css';
import { useDisclosure } from '@mantine/hooks';
import { Notifications, notifications } from '@mantine/notifications';
import {
  IconBell,
  IconBuilding,
  IconDatabase,
  IconKey,
  IconLogout,
  IconMoon,
  IconArrowsShuffle,
  IconSun,
  IconUsers,
  IconHistory,
  IconChartBar,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NavLink as RouterNavLink, Outlet, useNavigation } from 'react-router-dom';
import { useRequiredSession } from '../session/store';
import { endSession, signOut } from '../session/signOut';
import { IdleSignOut } from './IdleSignOut';
import { ALERTS_TOKEN_REJECTED_NOTICE, onAlertsTokenRejected } from '../session/alertsToken';
import { Logo } from '../components/Logo';
import { ApiTargetBadge } from './ApiTargetBadge';
import { Name } from '../components/Name';
import { ConfirmDialogHost } from '../components/ConfirmDialogHost';
import { MAIN_CONTENT_ID, SkipLink } from '../components/focus/SkipLink';
import { useFocusHeadingOnNavigate } from '../components/focus/useFocusHeadingOnNavigate';
import { keepFocusOnPage } from '../components/focus/focusFallback';

const AREAS = [
  { to: '/organization', label: 'Organization', icon: IconBuilding },
  { to: '/services', label: 'Services', icon: IconDatabase },
  { to: '/pipes', label: 'Pipes', icon: IconArrowsShuffle },
  { to: '/keys', label: 'API keys', icon: IconKey },
  { to: '/members', label: 'Members', icon: IconUsers },
  { to: '/activity', label: 'Activity', icon: IconHistory },
  { to: '/usage', label: 'Usage', icon: IconChartBar },
  { to: '/alerts', label: 'Alerts', icon: IconBell },
];

/**
 * The app shell: header with the organization, theme toggle and sign-out; navigation to every area.
 * It also holds the modals and notifications providers, which only signed-in pages use (kept out
 * of the sign-in route's first load).
 */
/** The header's height in pixels: the notifications start below it. */
const HEADER_HEIGHT = 56;

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const session = useRequiredSession();
  const queryClient = useQueryClient();
  const navigation = useNavigation();
  useFocusHeadingOnNavigate();
  // Focus lost with a control that went away (a state's button, a dialog's opener) goes to the page's heading.
  useEffect(() => keepFocusOnPage(), []);

  useEffect(
    () =>
      onAlertsTokenRejected(() =>
        notifications.show({
          id: ALERTS_TOKEN_REJECTED_NOTICE,
          color: 'red',
          title: 'Access token not accepted',
          message: 'The alert API refused the access token. Enter a valid token to continue.',
        }),
      ),
    [],
  );

  const onSignOut = () => signOut(queryClient);
  const onIdleTimeout = () => endSession(queryClient, 'You were signed out after 30 minutes without activity. Sign in again to continue where you were.', true);

  return (
    <>
      <SkipLink />
      {/* Below the header (a margin: the same style reaches all six position containers, and only the top ones move), so a notice never covers the colour-scheme toggle or Sign out. */}
      {/* Ten seconds to read a notice (Mantine's default is four; hovering one still holds it). */}
      <Notifications position="top-right" autoClose={10_000} styles={{ root: { marginTop: HEADER_HEIGHT } }} />
      <AppShell header={{ height: HEADER_HEIGHT }} navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="lg">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
              <Logo compactBelow="sm" />
              <Text c="dimmed" visibleFrom="sm">
                /
              </Text>
              <Name value={session.organizationName ?? session.organizationId} fw={600} maw={{ base: 150, xs: 220, sm: 320 }} data-testid="organization-name" />
              <ApiTargetBadge session={session} />
              {navigation.state === 'loading' && <Loader size="xs" aria-label="Loading page" />}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <ColorSchemeToggle />
              <Button variant="default" size="xs" leftSection={<IconLogout size={16} />} onClick={onSignOut} visibleFrom="xs">
                Sign out
              </Button>
              <ActionIcon variant="default" size="lg" onClick={onSignOut} aria-label="Sign out" hiddenFrom="xs">
                <IconLogout size={18} />
              </ActionIcon>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label="Main navigation">
          <ScrollArea>
            {AREAS.map(({ to, label, icon: Icon }) => (
              <NavLink
                key={to}
                component={RouterNavLink}
                to={to}
                label={label}
                leftSection={<Icon size={18} stroke={1.6} />}
                onClick={close}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </ScrollArea>
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_CONTENT_ID}>
          <div style={{ maxWidth: 1200, margin: '0 auto' }}>
            <Outlet />
          </div>
        </AppShell.Main>
        <IdleSignOut onSignOut={onIdleTimeout} />
        <ConfirmDialogHost />
      </AppShell>
    </>
  );
}

function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <Tooltip label={`Switch to ${next} theme`}>
      <ActionIcon variant="default" size="lg" onClick={() => setColorScheme(next)} aria-label={`Switch to ${next} theme`}>
        {computed === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
