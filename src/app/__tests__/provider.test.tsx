import { QueryClientContext } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useContext, useEffect } from 'react';
import { AppProvider, loadQueryClient } from '../provider';
import { queryClient } from '../query-client';

let mounts = 0;

function Probe() {
  const client = useContext(QueryClientContext);
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>{client === queryClient ? 'queries ready' : 'no queries yet'}</p>;
}

describe('the app’s query provider', () => {
  it('renders the page before the query library has loaded, then hands it the one client without remounting it', async () => {
    render(
      <AppProvider>
        <input aria-label="Typed" defaultValue="kept" />
        <Probe />
      </AppProvider>,
    );
    expect(screen.getByText('no queries yet')).toBeInTheDocument();
    screen.getByLabelText('Typed').setAttribute('data-marker', 'same element');

    await act(async () => {
      await loadQueryClient();
    });

    expect(screen.getByText('queries ready')).toBeInTheDocument();
    expect(mounts).toBe(1);
    expect(screen.getByLabelText('Typed')).toHaveAttribute('data-marker', 'same element');
    // Asked again, it is the same client.
    expect(await loadQueryClient()).toBe(queryClient);
  });
});
