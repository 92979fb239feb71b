import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LinkTabs, type TabLink } from './link-tabs';

const TABS: TabLink[] = ['upcoming', 'mine', 'past'].map((value) => ({
  value,
  label: value.toUpperCase(),
  to: `/events/${value}?office_id=4`,
  id: `events-tab-${value}`,
}));

function renderBar(value = 'mine') {
  renderWithProviders(<LinkTabs label="Event lists" tabs={TABS} value={value} panelId="events-panel" />, {
    route: `/events/${value}`,
  });
  return screen.getAllByRole('tab') as HTMLAnchorElement[];
}

describe('link tabs', () => {
  it('is a labelled tab list of links, the chosen one selected and the only tab stop', () => {
    const tabs = renderBar();
    expect(screen.getByRole('tablist', { name: 'Event lists' })).toBeTruthy();
    expect(tabs.map((tab) => tab.textContent)).toEqual(['UPCOMING', 'MINE', 'PAST']);
    expect(screen.getByRole('tab', { name: 'MINE', selected: true })).toBe(tabs[1]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(tabs[0]?.getAttribute('href')).toBe('/events/upcoming?office_id=4');
    expect(tabs.every((tab) => tab.getAttribute('aria-controls') === 'events-panel')).toBe(true);
    expect(tabs[2]?.id).toBe('events-tab-past');
  });

  it('moves focus with the arrows (wrapping), Home and End', () => {
    const tabs = renderBar();
    tabs[1]?.focus();
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    // With a modifier the browser keeps the key.
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight', altKey: true });
    expect(document.activeElement).toBe(tabs[2]);
  });

  it('follows a tab to its list', async () => {
    const tabs = renderBar();
    fireEvent.click(tabs[2]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/events/past?office_id=4'));
  });
});
