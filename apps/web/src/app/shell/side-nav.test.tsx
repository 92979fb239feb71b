import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESOURCES_URL } from '@huddle/domain/constants';
import type { AccountAbilities } from '@huddle/domain/policy/account';
import type { Role } from '@huddle/domain/roles';
import { makeOrganization, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { SideNav } from './side-nav';
import { useSideNavCollapsed } from './use-side-nav-collapsed';

/** The abilities the server sends for a role, changed by `overrides`. */
const abilitiesOf = (role: Role, overrides: Partial<AccountAbilities> = {}) => ({
  ...makeUser(role).abilities,
  ...overrides,
});

function renderNav(role: Role, overrides: Partial<AccountAbilities> = {}) {
  renderWithProviders(<SideNav organization={makeOrganization()} abilities={abilitiesOf(role, overrides)} />, {
    route: '/events',
  });
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

const names = (nav: ReturnType<typeof renderNav>) => nav.getAllByRole('link').map((link) => link.textContent);

describe('side navigation', () => {
  it('shows a user only the items every role has', () => {
    const nav = renderNav('user');
    expect(names(nav)).toEqual(['Events', 'Groups', 'Resources', 'Profile']);
    expect(nav.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Collections' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Analytics' })).toBeNull();
  });

  it('adds Collections, Contacts, Surveys and Analytics for organizers, but not Settings', () => {
    const nav = renderNav('organizer');
    expect(names(nav)).toEqual([
      'Events',
      'Collections',
      'Groups',
      'Contacts',
      'Surveys',
      'Analytics',
      'Resources',
      'Profile',
    ]);
    expect(nav.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('shows Settings to admins', () => {
    const nav = renderNav('admin');
    expect(nav.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(nav.getByRole('link', { name: 'Collections' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Analytics' })).toBeTruthy();
  });

  it('shows each item by its ability, not by the role', () => {
    const nav = renderNav('organizer', { can_manage_contacts: false, can_manage_settings: true });
    expect(nav.queryByRole('link', { name: 'Contacts' })).toBeNull();
    expect(nav.getByRole('link', { name: 'Settings' })).toBeTruthy();
  });

  it('marks the current section and opens Resources in a new tab', () => {
    const nav = renderNav('user');
    expect(nav.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    const resources = nav.getByRole('link', { name: 'Resources' });
    expect(resources.getAttribute('href')).toBe(RESOURCES_URL);
    expect(resources.getAttribute('target')).toBe('_blank');
  });

  it('shows the first letter of the organization without a logo', () => {
    renderNav('user');
    expect(screen.getByText('A')).toBeTruthy();
    expect(screen.getByText('Acme')).toBeTruthy();
  });

  it('collapses to icons that keep their names, and remembers it', () => {
    renderWithProviders(<CollapsibleNav />, { route: '/settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect(nav.queryByText('Settings')).toBeNull();
    expect(localStorage.getItem('huddle.sideNavCollapsed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Expand navigation' }).getAttribute('aria-expanded')).toBe('false');
  });
});

function CollapsibleNav() {
  const [collapsed, toggle] = useSideNavCollapsed();
  return (
    <SideNav
      organization={makeOrganization()}
      abilities={abilitiesOf('admin')}
      collapsed={collapsed}
      onToggleCollapsed={toggle}
    />
  );
}
