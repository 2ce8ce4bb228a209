import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type * as Session from '@/app/session';
import { AppError } from '@/domain/app-error';
import type * as Agents from '@/services/firebase/collections/agents';
import type * as PublicProposals from '@/services/firebase/collections/proposals-public';
import { queryClient } from '../../query-client';
import { routes } from '../../router';

/** Who the session says is signed in, once Auth has loaded; each test answers it. */
const session = vi.hoisted(() => ({
  uid: null as Promise<string | null> | null,
}));
vi.mock('@/app/session', async (importOriginal) => ({
  ...(await importOriginal<typeof Session>()),
  signedInUidWhenLoaded: () => session.uid ?? Promise.resolve(null),
}));

const reads = vi.hoisted(() => ({
  getProposal: vi.fn<typeof Agents.getProposal>(),
  readPublicProposal: vi.fn<typeof PublicProposals.readPublicProposal>(),
}));
vi.mock('@/services/firebase/collections/agents', async (importOriginal) => ({
  ...(await importOriginal<typeof Agents>()),
  getProposal: reads.getProposal,
}));
vi.mock('@/services/firebase/collections/proposals-public', async (importOriginal) => ({
  ...(await importOriginal<typeof PublicProposals>()),
  readPublicProposal: reads.readPublicProposal,
}));

const ID = 'pr_Zk3_9-qLmN0pR4sT8uVwX';

function renderAt(path: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
}

/** The error page's h1 reads "Error {status}: {message}" (the status part is for screen readers). */
async function errorHeading() {
  const heading = await screen.findByRole('heading', { level: 1, name: /^Error/ }, { timeout: 3000 });
  return heading.textContent?.replace(/\s+/g, ' ').trim();
}

beforeEach(() => {
  queryClient.clear();
  vi.resetAllMocks();
  session.uid = null;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('/proposals/{id} loader', () => {
  it('waits for the session before reading, painting the proposal skeleton meanwhile', async () => {
    let signIn: (uid: string | null) => void = () => undefined;
    session.uid = new Promise((resolve) => {
      signIn = resolve;
    });
    reads.getProposal.mockResolvedValue(null);
    renderAt(`/proposals/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Proposal' })).toBeInTheDocument();
    expect(screen.getByText('Loading the proposal…')).toHaveAttribute('role', 'status');
    expect(reads.getProposal).not.toHaveBeenCalled();
    expect(reads.readPublicProposal).not.toHaveBeenCalled();

    signIn('agentMaria01');

    expect(await errorHeading()).toBe('Error 404: Proposal not found');
    // Signed in: the SDK's read, never the signed-out HTTP one.
    expect(reads.getProposal).toHaveBeenCalledWith(ID);
    expect(reads.readPublicProposal).not.toHaveBeenCalled();
  });

  it('shows the error page saying the proposal is not available when a signed-out visitor opens a link to none', async () => {
    reads.readPublicProposal.mockResolvedValue(null);
    renderAt(`/proposals/${ID}`);
    expect(await errorHeading()).toBe('Error 404: Proposal not found');
    expect(screen.getByText(/This proposal is not available/)).toBeInTheDocument();
    expect(screen.getByText('Ask your agent for the link again.')).toBeInTheDocument();
    expect(reads.readPublicProposal).toHaveBeenCalledWith(ID);
  });

  it('shows the 403 error page when the read is refused', async () => {
    session.uid = Promise.resolve('someoneElse1');
    reads.getProposal.mockRejectedValue(new AppError('permission-denied', 'You do not have access to this.'));
    renderAt(`/proposals/${ID}`);
    expect(await errorHeading()).toBe('Error 403: Not allowed');
    expect(screen.getByText(/This page is not open to you/)).toBeInTheDocument();
  });

  it('shows the network error page when the network fails', async () => {
    reads.readPublicProposal.mockRejectedValue(new AppError('unavailable', 'The network failed.'));
    renderAt(`/proposals/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }, { timeout: 3000 })).toBeInTheDocument();
  });
});
