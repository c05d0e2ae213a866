import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm">
        <Text fz={64} fw={800} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed" ta="center">
          Nothing lives at <code>{location.pathname}</code>. Check the address, or pick an area from the navigation.
        </Text>
        <Button component={Link} to="/services" variant="light">
          Go to services
        </Button>
      </Stack>
    </Center>
  );
}
