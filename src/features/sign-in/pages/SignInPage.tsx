import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/focus/SkipLink';
import { CredentialsForm, type VerifiedCredentials } from '../forms/CredentialsForm';
import { safeReturnPath } from '../returnPath';
import { writeSession } from '../../../session/store';
import { signInSession } from '../signInSession';
import { clearSignInNotice } from '../../../session/signInNotice';

// Step two is needed only after a key was accepted: it loads then, not with the sign-in page.
const OrganizationStep = lazy(async () => ({ default: (await import('../forms/OrganizationStep')).OrganizationStep }));

interface LocationState {
  from?: string;
  message?: string;
}

/**
 * Sign-in: check the key with GET /v1/organizations, then pick the organization (or type its ID
 * where the list is not offered). Nothing is stored until the key has been accepted; then the
 * credentials are stored with the dialects they were checked in.
 */
export function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = (location.state ?? {}) as LocationState;
  const [verified, setVerified] = useState<VerifiedCredentials | null>(null);

  const finish = (credentials: VerifiedCredentials, organization: { id: string; name?: string }) => {
    queryClient.clear();
    clearSignInNotice();
    writeSession(signInSession(credentials, organization, crypto.randomUUID()));
    navigate(safeReturnPath(state.from, window.location.origin), { replace: true });
  };

  const onVerified = (credentials: VerifiedCredentials) => {
    if (credentials.check.kind === 'organizations' && credentials.check.organizations.length === 1) {
      finish(credentials, credentials.check.organizations[0]);
      return;
    }
    setVerified(credentials);
  };

  return (
    <>
      <SkipLink />
      <Center component="main" id={MAIN_CONTENT_ID} mih="100vh" p="md" bg="var(--mantine-color-body)">
        <Stack gap="lg" w="100%" maw={480}>
          <Logo justify="center" />
          <Paper withBorder shadow="sm" p="xl" radius="lg">
            <Stack gap="md">
              <div>
                <Title order={1} size="h3">
                  {verified ? 'Choose an organization' : 'Sign in'}
                </Title>
                <Text size="sm" c="dimmed">
                  {verified
                    ? 'Your key was accepted. Pick the organization to manage.'
                    : 'Use an API key of your organization. It is kept in this browser tab only, until you sign out or close the tab.'}
                </Text>
              </div>
              {state.message && !verified && (
                <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} role="status">
                  {state.message}
                </Alert>
              )}
              {verified ? (
                <Suspense fallback={<Loader size="sm" aria-label="Loading organizations" />}>
                  <OrganizationStep credentials={verified} onPicked={(org) => finish(verified, org)} onBack={() => setVerified(null)} />
                </Suspense>
              ) : (
                <CredentialsForm onVerified={onVerified} />
              )}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </>
  );
}
