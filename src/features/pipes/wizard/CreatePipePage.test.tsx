import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, fakeApi } from '../../../../test/components/fakeApi';
import { renderWithProviders } from '../../../../test/components/render';
import { CreatePipePage } from './CreatePipePage';
import { saveDraft } from './wizardDraft';
import { wizardIssues } from './wizardErrors';
import { emptyWizardValues, type WizardValues } from './wizardValues';

const ORG = '3f2a6c1e-8b4d-4e2a-9c7f-1d5e8a2b4c6d';
const SERVICE = '7c1d9e2f-4a3b-4c5d-8e6f-9a0b1c2d3e4f';
const PIPE = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const PIPES = new RegExp(`^/v1/organizations/${ORG}/services/${SERVICE}/pipes$`);

/** The API the wizard reads (a running service, no keys to read a role from) and its Create pipe. */
function wizardApi() {
  const api = fakeApi();
  api.answer('GET', new RegExp(`^/v1/organizations/${ORG}/services$`), () => api.result([{ id: SERVICE, name: 'Analytics', state: 'running' }]));
  api.answer('GET', new RegExp(`^/v1/organizations/${ORG}/keys$`), () => api.result([]));
  api.answer('POST', PIPES, (request) => api.result({ ...(request.body as object), id: PIPE, state: 'Provisioning' }));
  return api;
}

/** The shortest complete answers (a Kinesis-type stream read with an IAM role, one column), as the draft of the Review step. */
function completeValues(): WizardValues {
  const values = emptyWizardValues();
  values.name = 'clicks';
  values.kind = 'kinesis';
  values.source.kinesis = { ...values.source.kinesis, streamName: 'clickstream', region: 'eu-west-1', iamRole: 'arn:aws:iam::123456789012:role/pipes' };
  values.destination.table = 'clicks';
  values.columns = [{ name: 'url', type: 'String', sourceField: 'page_url' }];
  return values;
}

function renderWizard() {
  const router = createMemoryRouter(
    [
      { path: '/pipes/:serviceId/new', element: <CreatePipePage /> },
      { path: '/pipes/:serviceId/:pipeId', element: <p>The pipe’s page</p> },
    ],
    { initialEntries: [`/pipes/${SERVICE}/new`] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

beforeEach(() => {
  sessionStorage.setItem(
    'console.session',
    JSON.stringify({ managementUrl: API_BASE, keyId: 'key-id', keySecret: 'key-secret', alertsUrl: API_BASE, organizationId: ORG }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// A whole page of steps, typed into key by key: longer than a unit test on a busy machine.
describe('the pipe wizard on the form shell', { timeout: 60_000 }, () => {
  it('keeps every value when moving between steps', async () => {
    wizardApi();
    const { user } = renderWizard();
    await heading('Source');
    await user.click(field('Pipe name'));
    await user.paste('clicks');
    await user.click(screen.getByRole('radio', { name: 'Kinesis-type stream' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Connection');
    await user.click(field('Stream name'));
    await user.paste('clickstream');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Source');
    // Back is disabled on the first step: focus is on the step's heading, not lost with it.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Source' })).toHaveFocus());
    expect(field('Pipe name')).toHaveValue('clicks');
    expect(screen.getByRole('radio', { name: 'Kinesis-type stream' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Connection');
    expect(field('Stream name')).toHaveValue('clickstream');
  });

  it("the browser's Back goes back a step, to that step's heading, and Forward forward again", async () => {
    wizardApi();
    const { user, router } = renderWizard();
    await heading('Source');
    await user.click(field('Pipe name'));
    await user.paste('clicks');
    await user.click(screen.getByRole('radio', { name: 'Kinesis-type stream' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Connection');
    expect(router.state.location.search).toBe('?step=2');
    await router.navigate(-1);
    await heading('Source');
    expect(router.state.location.pathname).toBe(`/pipes/${SERVICE}/new`);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Source' })).toHaveFocus());
    expect(field('Pipe name')).toHaveValue('clicks');
    await router.navigate(1);
    await heading('Connection');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Connection' })).toHaveFocus());
  });

  it('blocks Next on a broken rule of the step, with its message beside the field, and sends nothing', async () => {
    const api = wizardApi();
    const { user } = renderWizard();
    await heading('Source');
    await user.click(screen.getByRole('radio', { name: 'Kinesis-type stream' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a name for the pipe.')).toBeInTheDocument();
    expect(field('Pipe name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Pipe name')).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Source' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('sends Create pipe once from the last step, for a double click and a double Enter', async () => {
    const values = completeValues();
    expect(wizardIssues(values)).toEqual([]);
    saveDraft(ORG, SERVICE, { values, step: 5 });
    const api = wizardApi();
    // The answer is held until every click and Enter is in: each comes while the first request is in flight.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    api.answer('POST', PIPES, async (request) => {
      await held;
      return api.result({ ...(request.body as object), id: PIPE, state: 'Provisioning' });
    });
    const { user } = renderWizard();
    await heading('Review');
    await user.dblClick(await screen.findByRole('button', { name: 'Create pipe' }));
    await user.keyboard('{Enter}{Enter}');
    answer();
    expect(await screen.findByText('The pipe’s page', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(1);
    expect(api.sent('POST')[0].body).toMatchObject({ name: 'clicks', destination: { table: 'clicks' } });
    // Created: the draft is gone.
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('console.pipeWizardDraft'))).toEqual([]);
  });

  it('moves to the step of a field a server 400 names, with the server’s text on it and the values kept', async () => {
    saveDraft(ORG, SERVICE, { values: completeValues(), step: 5 });
    const api = wizardApi();
    api.answer('POST', PIPES, () => api.error(400, 'BAD_REQUEST: name: A pipe with this name already exists.', 'req-name'));
    const { user } = renderWizard();
    await heading('Review');
    await user.click(await screen.findByRole('button', { name: 'Create pipe' }));
    await heading('Source');
    expect(await screen.findByText('A pipe with this name already exists.', { exact: false })).toBeInTheDocument();
    expect(field('Pipe name')).toHaveValue('clicks');
    await waitFor(() => expect(field('Pipe name')).toHaveFocus());
    expect(api.sent('POST')).toHaveLength(1);
  });
});
