import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/components/fakeApi';
import { renderWithProviders } from '../../../test/components/render';
import { operations, organizationUpdateSchema, servicePrivateEndpointCreateSchema, type Organization } from '../../contract';
import { ControlledTextInput, FormShellForm, useFormShell, type CreateLookup } from '.';

const ORG = '3f2a6c1e-8b4d-4e2a-9c7f-1d5e8a2b4c6d';
const SERVICE = '7c1d9e2f-4a3b-4c5d-8e6f-9a0b1c2d3e4f';
const ORG_PATH = new RegExp(`^/v1/organizations/${ORG}$`);
const ENDPOINT_PATH = new RegExp(`^/v1/organizations/${ORG}/services/${SERVICE}/privateEndpoint$`);

/** The smallest form on the shell: rename the organization (PATCH, operation 7). */
function RenameForm({ onDone }: { onDone?: (organization: Organization) => void }) {
  const shell = useFormShell({
    operation: operations.updateOrganization,
    params: { organizationId: ORG },
    schema: organizationUpdateSchema,
    defaultValues: { name: 'Acme' },
    onSuccess: (organization) => onDone?.(organization),
  });
  return (
    <FormShellForm shell={shell} label="Rename organization" submitLabel="Rename" errorTitle="The organization was not renamed" keyRoleGated={false}>
      <ControlledTextInput control={shell.form.control} name="name" label="Name" />
    </FormShellForm>
  );
}

/** A create (POST) with a lookup: what a lost reply may have made is looked for before anything is sent again. */
function RegisterEndpointForm({ lookup }: { lookup: CreateLookup<{ id: string; description?: string }, { id: string; description?: string }> }) {
  const shell = useFormShell({
    operation: operations.createServicePrivateEndpoint,
    params: { organizationId: ORG, serviceId: SERVICE },
    schema: servicePrivateEndpointCreateSchema,
    defaultValues: { id: 'vpce-1', description: '' },
    lookup,
  });
  return (
    <FormShellForm shell={shell} label="Register a private endpoint" submitLabel="Create endpoint" keyRoleGated={false}>
      <ControlledTextInput control={shell.form.control} name="id" label="Endpoint ID" />
    </FormShellForm>
  );
}

function renderForm(form: ReactNode) {
  return renderWithProviders(
    <MemoryRouter>
      <Notifications />
      {form}
    </MemoryRouter>,
  );
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const submit = (name = 'Rename') => screen.getByRole('button', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the form shell', () => {
  it('shows a broken rule next to its field and sends nothing', async () => {
    const api = fakeApi();
    const { user } = renderForm(<RenameForm />);
    await user.clear(nameField());
    await user.click(submit());
    expect(await screen.findByText('Enter an organization name; it must not be empty.')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription(/must not be empty/);
    expect(nameField()).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it('sends one request for a double click, and for a double Enter', async () => {
    const api = fakeApi();
    let answer: (r: Response) => void = () => {};
    api.answer('PATCH', ORG_PATH, () => new Promise<Response>((resolve) => (answer = resolve)));
    const onDone = vi.fn();
    const { user } = renderForm(<RenameForm onDone={onDone} />);
    await user.clear(nameField());
    await user.type(nameField(), 'Renamed');
    await user.dblClick(submit());
    await user.type(nameField(), '{Enter}{Enter}');
    await waitFor(() => expect(api.sent('PATCH')).toHaveLength(1));
    act(() => answer(api.result({ id: ORG, name: 'Renamed' })));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.sent('PATCH')).toEqual([{ method: 'PATCH', path: `/v1/organizations/${ORG}`, body: { name: 'Renamed' } }]);
  });

  it('puts a server 400 that names a field on that field, and keeps the values', async () => {
    const api = fakeApi();
    api.answer('PATCH', ORG_PATH, () => api.error(400, 'BAD_REQUEST: name: This name is taken by another organization.', 'req-400'));
    const { user } = renderForm(<RenameForm />);
    await user.clear(nameField());
    await user.type(nameField(), 'Taken');
    await user.click(submit());
    expect(await screen.findByText('This name is taken by another organization.', { exact: false })).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveValue('Taken');
    // On the field, not above the form as well.
    expect(screen.queryByText('The organization was not renamed')).not.toBeInTheDocument();
  });

  it('shows a refused request above the form with its request id, and keeps the values', async () => {
    const api = fakeApi();
    api.answer('PATCH', ORG_PATH, () => api.error(403, 'FORBIDDEN: This key may not rename the organization.', 'req-403'));
    const { user } = renderForm(<RenameForm />);
    await user.clear(nameField());
    await user.type(nameField(), 'Kept');
    await user.click(submit());
    const alert = (await screen.findByText('The organization was not renamed')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('req-403');
    expect(nameField()).toHaveValue('Kept');
    expect(submit()).toBeEnabled();
  });

  it('says a request answered 500 may have been applied, never that it was not, with its request id', async () => {
    const api = fakeApi();
    api.answer('PATCH', ORG_PATH, () => api.error(500, 'INTERNAL_ERROR: The server failed.', 'req-500'));
    const { user } = renderForm(<RenameForm />);
    await user.clear(nameField());
    await user.type(nameField(), 'Kept');
    await user.click(submit());
    const alert = (await screen.findByText('The request may have been applied')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('req-500');
    expect(screen.queryByText('The organization was not renamed')).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('Kept');
  });

  it('looks a lost reply up instead of sending it again', async () => {
    const api = fakeApi();
    api.answer('POST', ENDPOINT_PATH, () => api.dropped());
    const find = vi.fn(async () => [{ id: 'vpce-1', label: 'vpce-1', href: '/services/s' }]);
    const { user } = renderForm(<RegisterEndpointForm lookup={{ noun: 'endpoint', listHref: '/services/s', nameOf: (body) => body.id, find }} />);
    await user.click(submit('Create endpoint'));
    expect(await screen.findByText('The request may have been applied')).toBeInTheDocument();
    expect(await screen.findByTestId('lost-reply')).toHaveTextContent('Found in the list');
    expect(find).toHaveBeenCalledTimes(1);
    // The submit sends nothing while what the first one made may exist.
    expect(submit('Create endpoint')).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Endpoint ID' }), '{Enter}');
    expect(screen.getByRole('button', { name: 'Create another endpoint anyway' })).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(1);
  });

  it('reports a 2xx whose body cannot be read as done, not as failed', async () => {
    const api = fakeApi();
    api.answer('PATCH', ORG_PATH, () => api.text(200, 'OK'));
    const onDone = vi.fn();
    const { user } = renderForm(<RenameForm onDone={onDone} />);
    await user.clear(nameField());
    await user.type(nameField(), 'Renamed');
    await user.click(submit());
    expect(await screen.findByText('Done, but part of the answer could not be read')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('The organization was not renamed')).not.toBeInTheDocument();
    expect(api.sent('PATCH')).toHaveLength(1);
  });
});
