import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ApiErrorAlertOnDemand } from '../components/ApiErrorAlertOnDemand';
import { isApiError } from '../api/errors';

/** Shown when a page fails to load or render: the shared API error component, and ways out. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder p="xl" maw={640} w="100%">
        <Stack>
          <Title order={2}>{notFound ? 'Page not found' : 'This page could not be shown'}</Title>
          {isApiError(error) ? (
            <ApiErrorAlertOnDemand error={error} />
          ) : (
            <Text c="dimmed">
              {chunkFailed
                ? 'Part of the console could not be loaded, probably because a new version was deployed. Reload the page.'
                : notFound
                  ? 'There is nothing at this address.'
                  : 'Something unexpected went wrong while showing this page. Reload, or go back to the services.'}
            </Text>
          )}
          {!isApiError(error) && !notFound && error instanceof Error && (
            <Text size="xs" c="dimmed" ff="monospace" data-testid="route-error-detail">
              {error.message}
            </Text>
          )}
          <Group>
            <Button onClick={() => window.location.reload()}>Reload</Button>
            <Button component={Link} to="/services" variant="default">
              Go to services
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
