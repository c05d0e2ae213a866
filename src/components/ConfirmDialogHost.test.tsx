import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/components/render';
import { confirmFirst } from './confirmFirst';
import { ConfirmDialogHost } from './ConfirmDialogHost';

/** A button that asks confirmFirst's question and shows the answer, beside the host as in the app shell. */
function Asker() {
  const [answer, setAnswer] = useState('none yet');
  const ask = async () => {
    const confirmed = await confirmFirst({
      title: 'Stop service “prod”?',
      children: 'Queries fail until it is started again.',
      labels: { confirm: 'Stop service', cancel: 'Cancel' },
    });
    setAnswer(confirmed ? 'confirmed' : 'cancelled');
  };
  return (
    <>
      <Button onClick={() => void ask()}>Stop</Button>
      <p>Answer: {answer}</p>
      <ConfirmDialogHost />
    </>
  );
}

describe('ConfirmDialogHost', () => {
  it('answers the question and gives the focus back to the button that asked it', async () => {
    const { user } = renderWithProviders(<Asker />);
    const opener = screen.getByRole('button', { name: 'Stop' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Stop service “prod”?' });
    expect(dialog).toHaveTextContent('Queries fail until it is started again.');
    await user.click(screen.getByRole('button', { name: 'Stop service' }));
    expect(await screen.findByText('Answer: confirmed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('counts Escape as cancelled, and gives the focus back too', async () => {
    const { user } = renderWithProviders(<Asker />);
    const opener = screen.getByRole('button', { name: 'Stop' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Stop service “prod”?' });
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Answer: cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
