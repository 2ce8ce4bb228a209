import { screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { AppError } from '@/services/firebase/errors';
import { itineraryAccess } from '@/domain/itineraries/access';
import { CollaboratorsPanel } from '../collaborators-panel';
import { ANA, type FakeBackend, freshBackend, SAM } from './fake-backend';
import { renderAt } from './render';

// The collaborators reach their data through this one seam; here it leads to the in-memory stand-in.
vi.mock('../api/service', async () => (await import('./fake-backend')).fakeServices);

let db: FakeBackend;

beforeEach(() => {
  db = freshBackend(ANA.id);
});

function Host() {
  const itinerary = useSyncExternalStore(db.subscribe, () => db.itineraries.get('porto'));
  if (!itinerary) return null;
  return <CollaboratorsPanel itinerary={itinerary} access={itineraryAccess(itinerary, ANA.id)} uid={ANA.id} />;
}

async function setup() {
  const view = renderAt(<Host />);
  await screen.findByText('Marco Rossi', { selector: '.collab-person__name' });
  const field = screen.getByRole('textbox', { name: 'Username' });
  const submit = screen.getByRole('button', { name: 'Invite' });
  async function invite(text: string) {
    await view.user.clear(field);
    if (text) await view.user.type(field, text);
    await view.user.click(submit);
  }
  return { ...view, field, invite };
}

/** The field is marked invalid and its message (tied to it) says `message`; what was typed stays. */
async function expectFieldError(field: HTMLElement, message: string | RegExp, typed: string) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription(message);
  expect(field).toHaveValue(typed);
  expect(field).toHaveFocus();
}

describe('inviting by username', () => {
  it('asks for a name when the field is empty, and for a valid one when it cannot be a username', async () => {
    const { field, invite } = await setup();
    await invite('');
    await expectFieldError(field, 'Type the username of the person to invite, for example @marco.', '');
    await invite('no spaces allowed');
    await expectFieldError(field, /lower-case letters, digits, dots and underscores/, 'no spaces allowed');
  });

  it('says who is unknown, without losing what was typed', async () => {
    const { field, invite } = await setup();
    await invite('@nobody_here');
    await expectFieldError(field, 'Nobody on Wayfare is called @nobody_here. Check the spelling.', '@nobody_here');
    expect(db.itineraries.get('porto')?.collaborators.pending).toEqual(['lea1']);
  });

  it('says it is you, or that the person is already a collaborator or already invited', async () => {
    const { field, invite } = await setup();
    await invite('ana');
    await expectFieldError(field, 'That is you. Type the username of someone you want to plan with.', 'ana');
    await invite('Marco');
    await expectFieldError(field, '@marco is already a collaborator on this trip.', 'Marco');
    await invite('@lea');
    await expectFieldError(field, '@lea is already invited and has not answered yet.', '@lea');
  });

  it('shows the server’s reason at the field when the server refuses', async () => {
    db.inviteByUsername = async () => {
      throw new AppError('invalid', '@sam is already on this trip.');
    };
    const { field, invite } = await setup();
    await invite('sam');
    await expectFieldError(field, '@sam is already on this trip.', 'sam');
  });

  it('invites a known traveller, who then shows as invited, and clears the field', async () => {
    const { field, invite } = await setup();
    await invite('@Sam');
    expect(await screen.findByText(/@sam is invited/)).toBeVisible();
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(db.itineraries.get('porto')?.collaborators.pending).toEqual(['lea1', SAM.id]);
    expect(await screen.findByText('Sam Carter', { selector: '.collab-person__name' })).toBeVisible();
    expect([...db.invitations.values()].some((invitation) => invitation.inviteeId === SAM.id)).toBe(true);
    // Once Sam answers (here: declines), the confirmation no longer stands.
    await db.leaveItinerary('porto', SAM.id);
    await waitFor(() => expect(screen.queryByText(/@sam is invited/)).toBeNull());
  });
});
