import { screen, waitFor, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { AppError } from '@/services/firebase/errors';
import { itineraryAccess } from '@/domain/itineraries/access';
import { CollaboratorsPanel } from '../collaborators-panel';
import { ANA, type FakeBackend, freshBackend, LEA, makeInvitation, makeItinerary, MARCO, SAM } from './fake-backend';
import { expectNoAxeViolations, landedOn, renderAt } from './render';

// The collaborators reach their data through this one seam; here it leads to the in-memory stand-in.
vi.mock('../api/service', async () => (await import('./fake-backend')).fakeServices);

let db: FakeBackend;
const NAME = '.collab-person__name';

beforeEach(() => {
  db = freshBackend();
});

/** The panel as a screen embeds it: fed by the live itinerary (here the fake's, updated at once on a write). */
function Host({ uid }: { uid: string | null }) {
  const itinerary = useSyncExternalStore(db.subscribe, () => db.itineraries.get('porto'));
  if (!itinerary) return <p>Gone</p>;
  return <CollaboratorsPanel itinerary={itinerary} access={itineraryAccess(itinerary, uid)} uid={uid} />;
}

function renderPanel(uid: string | null) {
  db.me = uid;
  return renderAt(<Host uid={uid} />, '/organize/porto', '/organize/:id');
}

async function people() {
  const list = await screen.findByRole('list', { name: 'People on this trip' });
  await within(list).findByText(/Marco Rossi/, { selector: NAME });
  return list;
}

function personRow(list: HTMLElement, name: string | RegExp): HTMLElement {
  const item = within(list)
    .getAllByRole('listitem')
    .find((row) => within(row).queryByText(name, { selector: NAME }));
  if (!item) throw new Error(`No row for ${String(name)}`);
  return item;
}

describe('who sees which controls', () => {
  it('shows the creator, collaborators and invitees by name, with their role', async () => {
    renderPanel(null);
    const list = await people();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Ana Ribeiro.*@ana.*Created the trip/),
      expect.stringMatching(/Marco Rossi.*@marco.*Collaborator/),
      expect.stringMatching(/Léa Martin.*@lea.*Invited, not joined yet/),
    ]);
  });

  it('gives the creator remove buttons for the others and both ways to invite, and no leave', async () => {
    renderPanel(ANA.id);
    const list = await people();
    expect(within(personRow(list, /Ana Ribeiro/)).queryByRole('button')).toBeNull();
    expect(within(personRow(list, 'Marco Rossi')).getByRole('button', { name: 'Remove Marco Rossi' })).toBeVisible();
    expect(within(personRow(list, 'Léa Martin')).getByRole('button', { name: 'Remove Léa Martin' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create invite link' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /leave/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /accept|decline/i })).toBeNull();
    await expectNoAxeViolations();
  });

  it('lets an accepted collaborator leave, and nothing else', async () => {
    renderPanel(MARCO.id);
    await people();
    expect(screen.getByRole('button', { name: 'Leave trip' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /remove/i })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create invite link' })).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('asks an invitee with an invitation to accept or decline, and offers nothing else', async () => {
    db.invitations.set('tok_for_lea_abcdefghijk', makeInvitation({ token: 'tok_for_lea_abcdefghijk', inviteeId: LEA.id }));
    renderPanel(LEA.id);
    await people();
    const answer = screen.getByRole('group', { name: 'Your invitation' });
    expect(await within(answer).findByRole('button', { name: 'Accept invitation' })).toBeVisible();
    expect(within(answer).getByRole('button', { name: 'Decline' })).toBeVisible();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Accept invitation', 'Decline']);
    await expectNoAxeViolations();
  });

  it('tells an invitee without an addressed invitation to use their link, and still lets them decline', async () => {
    renderPanel(LEA.id);
    await people();
    expect(await screen.findByText('To join, open the invitation link you were sent.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeVisible();
  });

  it('shows a viewer of a public trip and a signed-out visitor no control at all', async () => {
    db.itineraries.set('porto', makeItinerary({ public: true }));
    const first = renderPanel(SAM.id);
    await people();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('textbox')).toBeNull();
    first.unmount();
    renderPanel(null);
    await people();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('the creator manages people', () => {
  it('removes a collaborator only after confirming', async () => {
    const { user } = renderPanel(ANA.id);
    const list = await people();
    await user.click(within(personRow(list, 'Marco Rossi')).getByRole('button', { name: 'Remove Marco Rossi' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Marco Rossi?' });
    expect(dialog).toHaveTextContent('Marco Rossi will no longer see or change Porto long weekend.');
    expect(dialog).toHaveTextContent('The invite links you made so far will not let them back in; to have them back, invite them again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(db.itineraries.get('porto')?.collaborators.accepted).toEqual([MARCO.id]);

    await user.click(within(personRow(list, 'Marco Rossi')).getByRole('button', { name: 'Remove Marco Rossi' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).queryByText('Marco Rossi', { selector: NAME })).toBeNull());
    expect(db.itineraries.get('porto')?.collaborators.accepted).toEqual([]);
    expect(screen.getByText('Marco Rossi is no longer on this trip.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Travellers' })).toHaveFocus());
  });

  it('withdraws a pending invitation after confirming', async () => {
    const { user } = renderPanel(ANA.id);
    const list = await people();
    await user.click(within(personRow(list, 'Léa Martin')).getByRole('button', { name: 'Remove Léa Martin' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Léa Martin?' });
    expect(dialog).toHaveTextContent("Léa Martin's invitation to Porto long weekend is withdrawn.");
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(db.itineraries.get('porto')?.collaborators.pending).toEqual([]));
  });

  it('says so when the server refuses a removal', async () => {
    db.removeCollaborator = async () => {
      throw new AppError('permission-denied', 'You do not have access to this.');
    };
    const { user } = renderPanel(ANA.id);
    const list = await people();
    await user.click(within(personRow(list, 'Marco Rossi')).getByRole('button', { name: 'Remove Marco Rossi' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this.');
    expect(within(list).getByText('Marco Rossi', { selector: NAME })).toBeVisible();
  });

  it('creates an invite link with its expiry date, copies it, falls back to selecting it, and revokes it', async () => {
    const { user } = renderPanel(ANA.id);
    await people();
    await user.click(screen.getByRole('button', { name: 'Create invite link' }));
    const link = await screen.findByRole('textbox', { name: /^Invite link, expires on \d{1,2} \w+ \d{4}$/ });
    const token = [...db.invitations.keys()][0] ?? '';
    expect(link).toHaveValue(`${window.location.origin}/invitation/${token}`);
    expect(db.invitations.get(token)?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);

    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/invitation/${token}`);
    expect(screen.getByText(/Link copied/)).toBeVisible();

    writeText.mockRejectedValue(new Error('Not allowed'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/The link is selected: press Ctrl\+C/)).toBeVisible();
    expect(link).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(db.invitations.has(token)).toBe(false));
    expect(screen.queryByRole('textbox', { name: /Invite link/ })).toBeNull();
    expect(screen.getByText(/The link is revoked/)).toBeVisible();
  });

  it('shows the links the creator made again after a reload, also with nothing kept in the browser', async () => {
    const first = renderPanel(ANA.id);
    await people();
    await first.user.click(screen.getByRole('button', { name: 'Create invite link' }));
    await screen.findByRole('textbox', { name: /Invite link/ });
    first.unmount();
    localStorage.clear();
    renderPanel(ANA.id);
    expect(await screen.findByRole('textbox', { name: /Invite link/ })).toBeVisible();
  });

  it('lists and revokes a link the creator made on another device', async () => {
    const token = 'link_elsewhere_abcdefghijklmnop';
    db.invitations.set(token, makeInvitation({ token, itineraryId: 'porto', inviterId: ANA.id, inviteeId: null }));
    const { user } = renderPanel(ANA.id);
    await people();
    const link = await screen.findByRole<HTMLInputElement>('textbox', { name: /Invite link/ });
    expect(link.value).toContain(`/invitation/${token}`);
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(db.invitations.has(token)).toBe(false));
    expect(screen.queryByRole('textbox', { name: /Invite link/ })).toBeNull();
  });
});

describe('collaborators and invitees answer', () => {
  it('lets a collaborator leave after confirming, then goes to their trips', async () => {
    const { user } = renderPanel(MARCO.id);
    await people();
    await user.click(screen.getByRole('button', { name: 'Leave trip' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave this trip?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave trip' }));
    await landedOn('/trips');
    expect(db.itineraries.get('porto')?.collaborators.accepted).toEqual([]);
  });

  it('an invitee accepts and becomes a collaborator', async () => {
    db.invitations.set('tok_for_lea_abcdefghijk', makeInvitation({ token: 'tok_for_lea_abcdefghijk', inviteeId: LEA.id }));
    const { user } = renderPanel(LEA.id);
    const list = await people();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Leave trip' })).toBeVisible());
    expect(personRow(list, /Léa Martin/)).toHaveTextContent('Collaborator');
    expect(screen.queryByRole('group', { name: 'Your invitation' })).toBeNull();
  });

  it('an invitee declines and goes to their trips', async () => {
    const { user } = renderPanel(LEA.id);
    await people();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await landedOn('/trips');
    expect(db.itineraries.get('porto')?.collaborators.pending).toEqual([]);
  });
});
