import { Link, Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { BlockingRouter } from '../lib/navigation-blocker';
import { AppErrorBoundary } from './app-error-boundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('broken page');
}

it('shows an error instead of a blank tab, and the app again after navigating away', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <BlockingRouter history={createMemoryHistory({ initialEntries: ['/broken'], v5Compat: true })}>
      <AppErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<h1>Fine page</h1>} />
        </Routes>
      </AppErrorBoundary>
      <Link to="/fine">Elsewhere</Link>
    </BlockingRouter>,
  );
  expect(await screen.findByRole('heading', { name: AUTH_MESSAGES.somethingWentWrong })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

  fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
  expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeTruthy();
  consoleError.mockRestore();
});
