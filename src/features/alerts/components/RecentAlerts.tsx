import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CodeName, Name } from '../../../components/Name';
import { useRecentAlerts } from '../recentAlerts';

/** The alerts created or opened in this tab, with links: what is left when the list cannot be read. */
export function RecentAlerts() {
  const recent = useRecentAlerts();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Recent alerts in this tab">
      <Stack gap="xs">
        <Title order={3} size="h4">
          Recent alerts in this tab
        </Title>
        {recent.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet. Alerts you create or open here are listed until you close the tab or sign out.
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Created or opened in this tab; kept until you close it or sign out.
            </Text>
            <List spacing={4} size="sm">
              {recent.map((alert) => (
                <List.Item key={alert.id}>
                  <Anchor component={Link} to={`/alerts/${encodeURIComponent(alert.id)}`} size="sm">
                    <Name value={alert.name || 'Unnamed alert'} />
                  </Anchor>{' '}
                  <CodeName value={alert.id} />
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}
