import { describe, expect, it } from 'vitest';
import { editPath, formatCardDate, formatCardTime, formatLocation, hostsLabel, privacyLabel } from './event-format';
import { makeEvent } from './test-fixtures';

describe('event card text', () => {
  it('writes the date as MM/DD/YYYY in the viewer’s zone', () => {
    expect(formatCardDate('2030-06-03T02:30:00Z', 'UTC')).toBe('06/03/2030');
    expect(formatCardDate('2030-06-03T02:30:00Z', 'America/Los_Angeles')).toBe('06/02/2030');
  });

  it('writes the times with the zone, and the end date when it is another day', () => {
    expect(formatCardTime('2030-01-10T14:00:00Z', '2030-01-10T15:30:00Z', 'Europe/London')).toBe(
      '2:00 PM – 3:30 PM GMT',
    );
    expect(formatCardTime('2030-01-10T22:00:00Z', '2030-01-11T01:00:00Z', 'UTC')).toBe(
      '10:00 PM – 01/11/2030 1:00 AM UTC',
    );
  });

  it('names the place and the kind of location', () => {
    expect(formatLocation({ location: 'Hyde Park', location_type: 'inperson' })).toBe('Hyde Park');
    expect(formatLocation({ location: 'Hyde Park', location_type: 'hybrid' })).toBe('Hyde Park · Hybrid');
    expect(formatLocation({ location: '', location_type: 'virtual' })).toBe('Virtual');
    expect(formatLocation({ location: '', location_type: '' })).toBe('');
  });

  it('labels privacy except for public events', () => {
    expect(privacyLabel({ privacy: 'open' })).toBeNull();
    expect(privacyLabel({ privacy: 'organization' })).toBe('Organization');
    expect(privacyLabel({ privacy: 'invite_only' })).toBe('Private');
  });

  it('lists the hosts unless the event hides its organizers', () => {
    const grace = makeEvent().hosts[0]!;
    const alan = { ...grace, id: 9, full_name: 'Alan Turing' };
    const ada = { ...grace, id: 10, full_name: 'Ada Lovelace' };
    expect(hostsLabel(makeEvent())).toBe('Hosted by Grace Hopper');
    expect(hostsLabel(makeEvent({ hosts: [grace, alan] }))).toBe('Hosted by Grace Hopper and Alan Turing');
    expect(hostsLabel(makeEvent({ hosts: [grace, alan, ada] }))).toBe('Hosted by Grace Hopper and 2 others');
    expect(hostsLabel(makeEvent({ config: { display_organizers_as_hosts: false, cover_image_url: null } }))).toBe('');
  });

  it('edits a draft in the builder and a published event on its Details tab', () => {
    expect(editPath({ id: 4, published: false })).toBe('/event/4/create');
    expect(editPath({ id: 4, published: true })).toBe('/event/4/details');
  });
});
