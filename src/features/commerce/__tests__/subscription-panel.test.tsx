import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type * as CommerceModule from '@/services/firebase/collections/commerce';
import { AppError } from '@/services/firebase/errors';
import { SubscriptionPanel } from '../components/subscription-panel';

const service = vi.hoisted(() => ({
  subscribeSubscription: vi.fn<typeof CommerceModule.subscribeSubscription>(),
  cancelPlus: vi.fn<typeof CommerceModule.cancelPlus>(),
  resumePlus: vi.fn<typeof CommerceModule.resumePlus>(),
}));
const loader = vi.hoisted(() => ({ commerceApi: vi.fn(() => Promise.resolve(service)) }));
vi.mock('../api/service', () => loader);

const RENEWS = new Date(Date.now() + 20 * 24 * 3600 * 1000);

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SubscriptionPanel uid="sam" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SubscriptionPanel', () => {
  beforeEach(() => {
    loader.commerceApi.mockImplementation(() => Promise.resolve(service));
    service.subscribeSubscription.mockImplementation((_uid, onNext) => {
      onNext({ plan: 'yearly', status: 'active', currentPeriodEnd: RENEWS, cancelAtPeriodEnd: false, source: 'stripe' });
      return () => undefined;
    });
    service.cancelPlus.mockReset();
    service.resumePlus.mockReset();
  });

  it('cancels once while the request is out, shows why it failed, and closes the question when it succeeds', async () => {
    const user = userEvent.setup();
    let fail: (error: unknown) => void = () => undefined;
    service.cancelPlus.mockImplementationOnce(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Cancel Wayfare Plus' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my plan' }));

    const busy = await screen.findByRole('button', { name: 'Cancelling…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(service.cancelPlus).toHaveBeenCalledTimes(1);

    fail(new AppError('unavailable', 'The service cannot be reached right now. Check your connection and try again.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service cannot be reached right now.');
    const again = screen.getByRole('button', { name: 'Yes, cancel my plan' });
    expect(again).not.toHaveAttribute('aria-disabled');

    service.cancelPlus.mockResolvedValueOnce(undefined);
    await user.click(again);
    expect(await screen.findByText('Your plan is cancelled at the end of the period.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, cancel my plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to keep a cancelled paid plan before it ends, and says it renews again', async () => {
    const user = userEvent.setup();
    service.subscribeSubscription.mockImplementation((_uid, onNext) => {
      onNext({ plan: 'monthly', status: 'active', currentPeriodEnd: RENEWS, cancelAtPeriodEnd: true, source: 'stripe' });
      return () => undefined;
    });
    service.resumePlus.mockResolvedValueOnce(undefined);
    renderPanel();
    expect(await screen.findByText(/it will not renew/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Wayfare Plus' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(service.resumePlus).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Your plan is kept: it renews as before.')).toBeInTheDocument();
  });

  it('offers nothing to keep for a gift, which simply runs out', async () => {
    service.subscribeSubscription.mockImplementation((_uid, onNext) => {
      onNext({ plan: 'yearly', status: 'active', currentPeriodEnd: RENEWS, cancelAtPeriodEnd: true, source: 'gift' });
      return () => undefined;
    });
    renderPanel();
    expect(await screen.findByText(/\(a gift\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep my plan' })).not.toBeInTheDocument();
  });

  it('says so, with a way to reload, when the code for the plan cannot be loaded', async () => {
    loader.commerceApi.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/commerce-1a2b.js')));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded.*reload the page/i);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your plan…')).not.toBeInTheDocument();
  });
});
