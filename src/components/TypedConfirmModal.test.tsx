import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/components/render';
import { TypedConfirmModal } from './TypedConfirmModal';
import { ApiError } from '../api/errors';

function renderDialog(onConfirm: () => Promise<unknown>) {
  return renderWithProviders(
    <TypedConfirmModal
      opened
      onClose={() => {}}
      title="Delete service “prod”?"
      consequence="The service and its data are deleted."
      word="prod"
      what="the service’s name"
      confirmLabel="Delete service"
      errorTitle="Could not delete “prod”"
      onConfirm={onConfirm}
    />,
  );
}

describe('TypedConfirmModal', () => {
  it('confirms only once the exact word is typed', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { user } = renderDialog(onConfirm);
    const confirm = await screen.findByRole('button', { name: 'Delete service' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox'), 'pro');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox'), 'd');
    expect(confirm).toBeEnabled();
  });

  it('sends one request for a double click', async () => {
    let answer: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { user } = renderDialog(onConfirm);
    await user.type(await screen.findByRole('textbox'), 'prod');
    await user.dblClick(screen.getByRole('button', { name: 'Delete service' }));
    await user.keyboard('{Enter}');
    answer();
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('keeps the typed word and shows the request id when the request fails', async () => {
    const failure = new ApiError({
      kind: 'http',
      status: 500,
      method: 'DELETE',
      path: '/v1/organizations/o/services/s',
      message: 'The server failed.',
      requestId: 'req-42',
    });
    const { user } = renderDialog(() => Promise.reject(failure));
    await user.type(await screen.findByRole('textbox'), 'prod');
    await user.click(screen.getByRole('button', { name: 'Delete service' }));
    expect(await screen.findByText(/req-42/)).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('prod');
  });

  it('gives the focus back to the button that opened it when cancelled', async () => {
    function Opener() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <Button onClick={() => setOpened(true)}>Delete</Button>
          <TypedConfirmModal
            opened={opened}
            onClose={() => setOpened(false)}
            title="Delete service “prod”?"
            consequence="The service and its data are deleted."
            word="prod"
            what="the service’s name"
            confirmLabel="Delete service"
            errorTitle="Could not delete “prod”"
            onConfirm={() => Promise.resolve()}
          />
        </>
      );
    }
    const { user } = renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    await user.type(await screen.findByRole('textbox'), 'pr');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shown by mounting it open, gives the focus back to its opener when Escape unmounts it', async () => {
    function Opener() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <Button onClick={() => setOpened(true)}>Remove</Button>
          {opened && (
            <TypedConfirmModal
              opened
              onClose={() => setOpened(false)}
              title="Remove Ada?"
              consequence="She loses access."
              word="ada@example.com"
              what="her email address"
              confirmLabel="Remove member"
              errorTitle="Could not remove Ada"
              onConfirm={() => Promise.resolve()}
            />
          )}
        </>
      );
    }
    const { user } = renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Remove' });
    opener.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await waitFor(() => expect(opener).not.toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
