import { screen } from '@testing-library/react';
import { AppError } from '@/services/firebase/errors';
import { InvitationView, type InvitationSession } from '../invitation-view';
import { ANA, DAY, type FakeBackend, freshBackend, LEA, makeInvitation, MARCO } from './fake-backend';
import { expectNoAxeViolations, landedOn, renderAt } from './render';

// The collaborators reach their data through this one seam; here it leads to the in-memory stand-in.
vi.mock('../api/service', async () => (await import('./fake-backend')).fakeServices);

const TOKEN = 'inv_Hx3Kq8Zt2Wm6Rb9Pd4Lc';
let db: FakeBackend;

beforeEach(() => {
  db = freshBackend();
  db.invitations.set(TOKEN, makeInvitation({ token: TOKEN }));
});

function open(session: InvitationSession, uid: string | null) {
  db.me = uid;
  return renderAt(<InvitationView token={TOKEN} session={session} uid={uid} />, `/invitation/${TOKEN}`, '/invitation/:params');
}

describe('the invitation screen', () => {
  it('asks a signed-out visitor to sign in or sign up, and brings them back here', async () => {
    open('signed-out', null);
    const next = encodeURIComponent(`/invitation/${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/auth?next=${next}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/auth?mode=sign-up&next=${next}`,
    );
    await expectNoAxeViolations();
  });

  it('shows the trip and who invited, and joins the trip, landing in the editor', async () => {
    const { user } = open('signed-in', LEA.id);
    expect(await screen.findByRole('heading', { name: 'Porto long weekend' })).toBeVisible();
    expect(await screen.findByText('Ana Ribeiro')).toBeVisible();
    expect(screen.getByText(/invited you to plan this trip/)).toBeVisible();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Join this trip' }));
    await landedOn('/organize/porto');
    expect(db.itineraries.get('porto')?.collaborators.accepted).toContain(LEA.id);
    expect(db.itineraries.get('porto')?.collaborators.pending).not.toContain(LEA.id);
  });

  it('"Not now" leaves without joining', async () => {
    const { user } = open('signed-in', LEA.id);
    await user.click(await screen.findByRole('link', { name: 'Not now' }));
    await landedOn('/trips');
    expect(db.itineraries.get('porto')?.collaborators.accepted).not.toContain(LEA.id);
  });

  it('says an expired invitation has expired and whom to ask, with no way to join', async () => {
    db.invitations.set(TOKEN, makeInvitation({ token: TOKEN, expiresAt: new Date(Date.now() - DAY) }));
    open('signed-in', LEA.id);
    expect(await screen.findByText('This invitation has expired. Ask Ana Ribeiro for a new link.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join this trip' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('says a revoked or unknown link does not work', async () => {
    db.invitations.clear();
    open('signed-in', LEA.id);
    expect(await screen.findByRole('alert')).toHaveTextContent(/This invitation link does not work: it was revoked/);
    expect(screen.queryByRole('button', { name: 'Join this trip' })).toBeNull();
  });

  it('sends the creator and an existing collaborator straight to the trip', async () => {
    const first = open('signed-in', ANA.id);
    await landedOn('/organize/porto');
    first.unmount();
    open('signed-in', MARCO.id);
    await landedOn('/organize/porto');
  });

  it('says why joining failed and keeps the invitation on screen', async () => {
    db.acceptInvitation = async () => {
      throw new AppError('permission-denied', 'You do not have access to this.');
    };
    const { user } = open('signed-in', LEA.id);
    await user.click(await screen.findByRole('button', { name: 'Join this trip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this.');
    expect(screen.getByRole('heading', { name: 'Porto long weekend' })).toBeVisible();
  });
});
