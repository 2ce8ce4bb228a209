import {
  bookingToStored,
  checkItem,
  cloneToStored,
  invitationExpiry,
  itemFieldsToStored,
  itemToStored,
  newAutoId,
  newInvitationToken,
  newItineraryToStored,
  parseBooking,
  parseInvitation,
  parseItem,
  parseItems,
  parseItineraryOrDamaged,
  parsePlan,
  isDamagedItinerary,
  salvageItinerary,
  parseItinerary,
  patchToStored,
} from '@/domain/itineraries/schema';
import { AppError } from '@/domain/app-error';
import { anItem } from '@/testing/builders';

const at = (iso: string) => ({ toDate: () => new Date(iso) });

const note = anItem({ id: 'note0001', day: null, type: 'note', title: 'Book the fado dinner' });

describe('parseItinerary', () => {
  it('fills what older documents lack with defaults and converts timestamps', () => {
    const parsed = parseItinerary(
      { title: 'Kyoto', days: 3, public: true, creatorId: 'yuki', createdAt: at('2026-01-15T10:00:00Z') },
      'itineraries/kyoto001',
      'kyoto001',
    );
    expect(parsed).toEqual({
      id: 'kyoto001',
      title: 'Kyoto',
      description: '',
      destinations: [],
      period: null,
      days: 3,
      context: '',
      public: true,
      creatorId: 'yuki',
      collaborators: { pending: [], accepted: [] },
      clonedFrom: null,
      agentId: null,
      isPaidItinerary: false,
      price: null,
      isManualCreated: false,
      isNotFirst: false,
      threadId: '',
      geocode: null,
      itineraryImageSrc: null,
      createdAt: new Date('2026-01-15T10:00:00Z'),
      updatedAt: null,
    });
  });

  it('keeps other collaborator data riding along', () => {
    const parsed = parseItinerary(
      { title: 'T', days: 1, public: false, creatorId: 'a', collaborators: { pending: [], accepted: ['b'], roles: { b: 'editor' } } },
      'itineraries/x123',
      'x123',
    );
    expect(parsed.collaborators).toEqual({ pending: [], accepted: ['b'], roles: { b: 'editor' } });
  });

  it('reads the means chosen per leg, leaving out a choice that cannot be one, not the trip', () => {
    const base = { title: 'T', days: 1, public: false, creatorId: 'a' };
    const legModes = { 'gion>chion': 'car', 'chion>kodai': 'helicopter', 'no key': 'walk', 'kodai>hotel': 'walk' };
    expect(parseItinerary({ ...base, legModes }, 'itineraries/x', 'x').legModes).toEqual({ 'gion>chion': 'car', 'kodai>hotel': 'walk' });
    expect(parseItinerary({ ...base, legModes: 'car' }, 'itineraries/x', 'x')).not.toHaveProperty('legModes');
    expect(parseItinerary(base, 'itineraries/x', 'x')).not.toHaveProperty('legModes');
  });

  it('throws a malformed error naming the path and the field', () => {
    expect(() => parseItinerary({ title: 'T', days: 'two', public: false, creatorId: 'a' }, 'itineraries/bad1', 'bad1')).toThrow(
      /^The stored document itineraries\/bad1 is malformed \(days: /,
    );
    try {
      parseItinerary(null, 'itineraries/bad2', 'bad2');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).kind).toBe('invalid');
    }
  });
});

describe('items', () => {
  it('reads missing optional fields as null, and round-trips through the stored shape', () => {
    const stored = itemToStored(note);
    expect(Object.keys(stored).sort()).toEqual(
      ['id', 'day', 'order', 'type', 'title', 'place', 'startTime', 'endTime', 'timeZone', 'arrival', 'endTimeZone',
        'nights', 'optionOf', 'notes', 'cost'].sort(),
    );
    expect(parseItem(stored, 'itineraries/x/items/note0001', 'note0001')).toEqual(note);
    expect(parseItem({ id: 'n2', day: 2, order: 'a1', type: 'note', title: 'Minimal' }, 'p', 'n2')).toEqual({
      ...note,
      id: 'n2',
      day: 2,
      order: 'a1',
      title: 'Minimal',
    });
  });

  it('keeps a fixed start time when it is set, and reads it as absent when it is not (or was unset)', () => {
    const booked = { ...note, type: 'restaurant' as const, startTime: '19:30', fixedTime: true };
    expect(itemToStored(booked).fixedTime).toBe(true);
    expect(parseItem(itemToStored(booked), 'p', note.id)).toEqual(booked);
    expect(parseItem({ ...itemToStored(booked), fixedTime: false }, 'p', note.id)).not.toHaveProperty('fixedTime');
    expect(() => parseItem({ ...itemToStored(booked), fixedTime: 'yes' }, 'p', note.id)).toThrow();
  });

  it('keeps a booking whole in its own document, never in the item, and refuses one that the rules would', () => {
    const booking = { code: 'K7QX2M', provider: 'TAP Air Portugal', number: 'TP 1351', terminal: null, seat: '14C', party: null, status: 'confirmed' as const };
    const flight = { ...note, type: 'flight' as const, booking };
    expect(itemToStored(flight)).not.toHaveProperty('booking');
    expect(itemFieldsToStored({ title: 'TP 1351', booking })).toEqual({ title: 'TP 1351' });
    expect(bookingToStored(booking)).toEqual(booking);
    expect(parseBooking({ ...bookingToStored(booking), updatedAt: null }, 'p')).toEqual(booking);
    expect(() => parseBooking({ code: 'ABC' }, 'p')).toThrow();
    // Stored with only some keys: the rest read as null. (An item of an older version may still hold one.)
    expect(parseBooking({ status: 'cancelled', code: 'ABC' }, 'p')).toEqual({
      code: 'ABC', provider: null, number: null, terminal: null, seat: null, party: null, status: 'cancelled',
    });
    expect(parseItem({ ...itemToStored(note), booking: { status: 'cancelled', code: 'ABC' } }, 'p', note.id).booking).toMatchObject({ code: 'ABC' });
    expect(parseItem(itemToStored(note), 'p', note.id)).not.toHaveProperty('booking');
    expect(() => parseItem({ ...itemToStored(note), booking: { code: 'ABC' } }, 'p', note.id)).toThrow();
    expect(() => checkItem({ ...flight, booking: { ...booking, code: 'X'.repeat(41) } })).toThrow('The confirmation code is too long: use at most 40 characters.');
    expect(() => checkItem({ ...flight, booking: { ...booking, party: 0 } })).toThrow('A booking is for 1 to 99 people.');
  });

  it('keeps a place’s approximate flag only when it was given', () => {
    const place = { name: 'Miradouro', geocode: { lat: 38.71, lng: -9.13 }, source: 'Assistant suggestion', approximate: true };
    const withPlace = { ...note, type: 'attraction' as const, place };
    expect(itemToStored(withPlace).place).toEqual({ ...place, address: null, category: null });
    expect(parseItem(itemToStored(withPlace), 'p', note.id).place).toEqual({ ...place, address: null, category: null });
    const { approximate: _unused, ...confirmed } = place;
    expect(itemToStored({ ...withPlace, place: confirmed }).place).not.toHaveProperty('approximate');
  });

  it('keeps a place\u2019s provider id and opening hours, and drops hours that do not read as periods', () => {
    const place = { name: 'Nishiki Market', geocode: { lat: 35.005, lng: 135.7649 }, source: 'Google Maps', providerId: 'ChIJ-nishiki', hours: ['1 09:00-18:00'], fetchedAt: Date.now() - 1000 };
    const withPlace = { ...note, type: 'restaurant' as const, place };
    expect(parseItem(itemToStored(withPlace), 'p', note.id).place).toEqual({ ...place, address: null, category: null });
    const stored = itemToStored(withPlace);
    const garbled = { ...stored, place: { ...(stored.place as object), hours: ['Monday 9 to 6'] } };
    const read = parseItem(garbled, 'p', note.id);
    expect(read.place?.name).toBe('Nishiki Market');
    expect(read.place).not.toHaveProperty('hours');
    expect(() => checkItem({ ...withPlace, place: { ...place, hours: ['8 09:00-18:00'] } })).toThrow('The opening hours of Nishiki Market are not valid.');
  });

  it('insists that a place from Google says when it was fetched, so it can be refreshed within 30 days', () => {
    const place = { name: 'Nishiki Market', geocode: { lat: 35.005, lng: 135.7649 }, source: 'Google Maps', providerId: 'ChIJ-nishiki' };
    const item = (fetchedAt?: number) => ({ ...note, type: 'restaurant' as const, place: { ...place, ...(fetchedAt === undefined ? {} : { fetchedAt }) } });
    const missing = 'Nishiki Market from Google Maps needs the time it was found: pick it again.';
    expect(() => checkItem(item())).toThrow(missing);
    expect(() => checkItem(item(Date.now() + 3_600_000))).toThrow(missing);
    expect(() => checkItem(item(Date.now()))).not.toThrow();
    // A stored time that is not a number reads as none: the nightly refresh cannot find it, but the stop is kept.
    const stored = { ...itemToStored(item(Date.now())), place: { ...place, fetchedAt: 'yesterday' } };
    expect(parseItem(stored, 'p', note.id).place).toMatchObject({ name: 'Nishiki Market', providerId: 'ChIJ-nishiki' });
    expect(parseItem(stored, 'p', note.id).place).not.toHaveProperty('fetchedAt');
  });

  it('leaves a malformed item out, says which, and keeps the others', () => {
    const warn = vi.fn();
    const items = parseItems(
      [
        { id: 'good0001', path: 'itineraries/x/items/good0001', data: itemToStored({ ...note, id: 'good0001' }) },
        { id: 'bad00001', path: 'itineraries/x/items/bad00001', data: { id: 'bad00001', day: 1, order: 'a0', type: 'boat', title: 'x' } },
        { id: 'wrongId1', path: 'itineraries/x/items/wrongId1', data: itemToStored({ ...note, id: 'other001' }) },
      ],
      warn,
    );
    expect(items.map((i) => i.id)).toEqual(['good0001']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/itineraries\/x\/items\/bad00001 is malformed \(type:/);
    expect(warn.mock.calls[1]?.[0]).toMatch(/wrongId1 is malformed \(id: expected "wrongId1"/);
  });

  it('keeps a malformed item apart as damaged, with the day and title that could be read', () => {
    const plan = parsePlan(
      [
        { id: 'good0001', path: 'itineraries/x/items/good0001', data: itemToStored({ ...note, id: 'good0001' }) },
        { id: 'bad00001', path: 'itineraries/x/items/bad00001', data: { id: 'bad00001', day: 2, order: 'a0', type: 'boat', title: 'Ferry' } },
        { id: 'bad00002', path: 'itineraries/x/items/bad00002', data: { id: 'bad00002', day: 'two', title: 42 } },
      ],
      () => undefined,
    );
    expect(plan.items.map((i) => i.id)).toEqual(['good0001']);
    expect(plan.damaged).toEqual([
      { id: 'bad00001', day: 2, title: 'Ferry' },
      { id: 'bad00002', day: null, title: null },
    ]);
  });

  it('tells a damaged itinerary apart, with what could be read of it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const damaged = parseItineraryOrDamaged({ title: 'Porto', creatorId: 'u1', days: 'three' }, 'itineraries/t1', 't1');
    expect(damaged).toEqual({ damaged: true, id: 't1', title: 'Porto', creatorId: 'u1' });
    expect(isDamagedItinerary(damaged)).toBe(true);
    expect(salvageItinerary(null, 't2')).toEqual({ damaged: true, id: 't2', title: null, creatorId: null });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/itineraries\/t1 is malformed \(days:/));
  });

  it('refuses what the rules would refuse, with a sentence', () => {
    expect(() => checkItem({ ...note, title: '  ' })).toThrow('Give the item a title.');
    expect(() => checkItem({ ...note, day: 91 })).toThrow(/day from 1 to 90/);
    expect(() => checkItem({ ...note, startTime: '9:30' })).toThrow(/for example 09:30/);
    expect(() => checkItem({ ...note, cost: { amount: 12.5, currency: 'EUR' } })).toThrow(/whole number of cents/);
    expect(() => checkItem({ ...note, optionOf: note.id })).toThrow(/another item/);
    expect(() => checkItem({ ...note, order: 'a 0' })).toThrow(/position/);
    expect(() => checkItem(note)).not.toThrow();
  });
});

describe('itinerary writes', () => {
  it('creates private, empty, manual itineraries with only the stored keys', () => {
    const fields = newItineraryToStored('ana', { title: ' Porto ', destinations: ['Porto'], period: null, days: 2 });
    expect(fields).toEqual({
      title: 'Porto',
      description: '',
      destinations: ['Porto'],
      period: null,
      days: 2,
      context: '',
      public: false,
      creatorId: 'ana',
      collaborators: { pending: [], accepted: [] },
      clonedFrom: null,
      agentId: null,
      isPaidItinerary: false,
      isManualCreated: true,
      isNotFirst: false,
      threadId: '',
      geocode: null,
      itineraryImageSrc: null,
    });
    expect(() => newItineraryToStored('ana', { title: 'X', destinations: [], period: null, days: 91 })).toThrow(/0 to 90 days/);
  });

  it('clones as mine, private, unpaid, without collaborators, pointing at the source', () => {
    const source = parseItinerary(
      {
        title: 'Tokyo', days: 4, public: true, creatorId: 'yuki', isPaidItinerary: true, price: { amount: 900, currency: 'EUR' },
        collaborators: { pending: ['x'], accepted: ['y'] }, agentId: 'nora', threadId: 't1', isNotFirst: true,
      },
      'itineraries/tokyo001',
      'tokyo001',
    );
    expect(cloneToStored(source, 'sam')).toMatchObject({
      title: 'Tokyo', public: false, creatorId: 'sam', clonedFrom: 'tokyo001', isPaidItinerary: false,
      collaborators: { pending: [], accepted: [] }, agentId: null, threadId: '', isNotFirst: false,
    });
    expect(cloneToStored(source, 'sam')).not.toHaveProperty('price');
  });

  it('writes only the keys a patch names', () => {
    expect(patchToStored({ title: 'New', period: null })).toEqual({ title: 'New', period: null });
  });
});

describe('ids, tokens and invitations', () => {
  it('makes auto ids and long unguessable tokens', () => {
    expect(newAutoId()).toMatch(/^[A-Za-z0-9]{20}$/);
    const tokens = new Set(Array.from({ length: 200 }, newInvitationToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('expires after 14 days by default and never later than 30 days', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(invitationExpiry(now).toISOString()).toBe('2026-06-15T12:00:00.000Z');
    expect(invitationExpiry(now, 90).getTime()).toBeLessThan(now.getTime() + 30 * 86_400_000);
    expect(invitationExpiry(now, 0).toISOString()).toBe('2026-06-02T12:00:00.000Z');
  });

  it('reads an invitation, its invitee null for a link', () => {
    expect(
      parseInvitation(
        { itineraryId: 'porto001', inviterId: 'ana', createdAt: at('2026-05-01T00:00:00Z'), expiresAt: at('2027-06-01T00:00:00Z') },
        'invitations/tok',
        'tok',
      ),
    ).toEqual({
      token: 'tok',
      itineraryId: 'porto001',
      inviterId: 'ana',
      inviteeId: null,
      itineraryTitle: null,
      createdAt: new Date('2026-05-01T00:00:00Z'),
      expiresAt: new Date('2027-06-01T00:00:00Z'),
    });
    expect(() => parseInvitation({ itineraryId: 'p', inviterId: 'a' }, 'invitations/t', 't')).toThrow(/expiresAt/);
  });
});
