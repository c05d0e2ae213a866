/**
 * The floor: the smallest sign-in app on the console's stack (Mantine, TanStack Query,
 * react-hook-form, zod, React Router; same versions, same lockfile). `npm run bench` builds it
 * beside the console and reports the console's sign-in figures as ratios to this one.
 * Keep it minimal: anything added here raises the bar the console is measured against.
 */
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, MantineProvider, PasswordInput, Paper, Stack, TextInput, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { z } from 'zod';

const schema = z.object({
  keyId: z.string().trim().min(1, 'Enter the key ID'),
  keySecret: z.string().min(1, 'Enter the key secret'),
});
type Values = z.infer<typeof schema>;

async function checkKey(values: Values): Promise<unknown> {
  const res = await fetch('/v1/organizations', {
    headers: { Authorization: `Basic ${btoa(`${values.keyId}:${values.keySecret}`)}` },
  });
  if (!res.ok) throw new Error(`The key was refused (${res.status})`);
  return res.json();
}

function SignIn() {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { keyId: '', keySecret: '' } });
  const mutation = useMutation({ mutationFn: checkKey });
  const { errors } = form.formState;
  return (
    <Paper withBorder p="xl" maw={480} mx="auto" mt="xl">
      <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack>
          <Title order={1} size="h3">
            Sign in
          </Title>
          <TextInput label="Key ID" {...form.register('keyId')} error={errors.keyId?.message} />
          <PasswordInput label="Key secret" {...form.register('keySecret')} error={errors.keySecret?.message} />
          {mutation.error && <div role="alert">{mutation.error.message}</div>}
          <Button type="submit" loading={mutation.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

const router = createBrowserRouter([{ path: '*', Component: SignIn }]);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
