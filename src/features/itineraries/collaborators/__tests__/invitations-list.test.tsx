import { screen, waitFor, within } from '@testing-library/react';
import { InvitationsList } from '../invitations-list';
import { DAY, type FakeBackend, freshBackend, makeInvitation, makeItinerary, SAM } from './fake-backend';
import { expectNoAxeViolations, renderAt } from './render';

// The collaborators reach their data through this one seam; here it leads to the in-memory stand-in.
vi.mock('../api/service', async () => (await import('./fake-backend')).fakeServices);

let db: FakeBackend;

beforeEach(() => {
  db = freshBackend(SAM.id);
  db.itineraries.set('porto', makeItinerary({ collaborators: { pending: [SAM.id], accepted: [] } }));
  db.invitations.set('tok_sam_porto_abcdefghi', makeInvitation({ token: 'tok_sam_porto_abcdefghi', inviteeId: SAM.id }));
});

describe('my invitations', () => {
  it('lists the trips I am invited to, with who invited me', async () => {
    renderAt(<InvitationsList uid={SAM.id} />, '/trips');
    const list = await screen.findByRole('list', { name: 'Trips you are invited to' });
    expect(within(list).getByText('Porto long weekend')).toBeVisible();
    expect(await within(list).findByText(/Ana Ribeiro invited you/)).toBeVisible();
    await expectNoAxeViolations();
  });

  it('leaves out expired invitations', async () => {
    db.invitations.clear();
    db.itineraries.set('rome', makeItinerary({ id: 'rome', title: 'Rome', collaborators: { pending: [SAM.id], accepted: [] } }));
    db.invitations.set(
      'tok_sam_rome_abcdefghij',
      makeInvitation({ token: 'tok_sam_rome_abcdefghij', itineraryId: 'rome', inviteeId: SAM.id, expiresAt: new Date(Date.now() - DAY) }),
    );
    const listed = vi.spyOn(db, 'listMyInvitations');
    const { container } = renderAt(<InvitationsList uid={SAM.id} />, '/trips');
    await waitFor(() => expect(listed).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('main')).toBeEmptyDOMElement();
  });

  it('accepts: the invitation goes, and a link opens the trip', async () => {
    const { user } = renderAt(<InvitationsList uid={SAM.id} />, '/trips');
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation to Porto long weekend' }));
    expect(await screen.findByRole('link', { name: 'Open Porto long weekend' })).toHaveAttribute('href', '/organize/porto');
    await waitFor(() => expect(db.itineraries.get('porto')?.collaborators.accepted).toEqual([SAM.id]));
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('declines: the invitation goes and I am no longer invited', async () => {
    const { user } = renderAt(<InvitationsList uid={SAM.id} />, '/trips');
    await user.click(await screen.findByRole('button', { name: 'Decline the invitation to Porto long weekend' }));
    expect(await screen.findByText('You declined the invitation to Porto long weekend.')).toBeVisible();
    await waitFor(() => expect(db.itineraries.get('porto')?.collaborators.pending).toEqual([]));
  });

  it('shows nothing signed out', () => {
    const { container } = renderAt(<InvitationsList uid={null} />, '/trips');
    expect(container.querySelector('main')).toBeEmptyDOMElement();
  });
});
