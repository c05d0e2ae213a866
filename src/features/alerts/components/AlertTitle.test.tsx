import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/components/render';
import { alertQueries } from '../queries';
import { AlertTitle } from './AlertTitle';

describe('AlertTitle: the alert page names the alert, not "Alert" and its raw id', () => {
  it('says "Alert" until the alert is read, without sending a request itself', () => {
    const { queryClient } = renderWithProviders(
      <h1>
        <AlertTitle alertId="a-1" />
      </h1>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent(/^Alert$/);
    expect(queryClient.getQueryState(alertQueries.detail('a-1').queryKey)?.fetchStatus ?? 'idle').toBe('idle');
  });

  it("shows the alert's name once it is read", async () => {
    const { queryClient } = renderWithProviders(<AlertTitle alertId="a-3" />);
    await act(async () => {
      queryClient.setQueryData(alertQueries.detail('a-3').queryKey, { id: 'a-3', name: 'Slow checkout' } as never);
    });
    expect(await screen.findByTitle('Slow checkout')).toHaveTextContent('Slow checkout');
  });

  it('an alert without a name is "Unnamed alert"', async () => {
    const { queryClient } = renderWithProviders(<AlertTitle alertId="a-2" />);
    await act(async () => {
      queryClient.setQueryData(alertQueries.detail('a-2').queryKey, { id: 'a-2' } as never);
    });
    expect(await screen.findByText('Unnamed alert')).toBeInTheDocument();
  });
});
