import { useEffect, useState } from 'react';
import {
  Link,
  Route,
  Routes,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useNavigate,
} from 'react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockingRouter, useNavigationBlocker, type RouterHistory } from './navigation-blocker';

afterEach(cleanup);

/** A form-like page: while `dirty`, leaving its path waits for an answer. */
function Guarded({ saveAndLeave = false }: { saveAndLeave?: boolean }) {
  const [dirty, setDirty] = useState(true);
  const navigate = useNavigate();
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  // As the forms do: lower the guard, then navigate from an effect of the next render.
  useEffect(() => {
    if (saveAndLeave && !dirty) navigate('/saved');
  }, [saveAndLeave, dirty, navigate]);
  return (
    <>
      <Link to="/other">Other</Link>
      <Link to="?tab=2">Same page</Link>
      <button onClick={() => navigate(-1)}>Back</button>
      <button onClick={() => setDirty(false)}>Save</button>
      {blocker.blocked && (
        <div role="dialog">
          <button onClick={blocker.reset}>Stay</button>
          <button onClick={blocker.proceed}>Leave</button>
        </div>
      )}
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderAt(history: RouterHistory, page = <Guarded />) {
  render(
    <BlockingRouter history={history}>
      <Routes>
        <Route path="/form" element={page} />
        <Route path="*" element={<Link to="/form">To form</Link>} />
      </Routes>
      <Where />
    </BlockingRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('BlockingRouter', () => {
  it('holds a link away from a guarded page until the user leaves', async () => {
    renderAt(createMemoryHistory({ initialEntries: ['/form'], v5Compat: true }));
    fireEvent.click(screen.getByRole('link', { name: 'Other' }));
    await screen.findByRole('dialog');
    expect(where()).toBe('/form');

    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBe('/form');

    fireEvent.click(screen.getByRole('link', { name: 'Other' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where()).toBe('/other'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a change of query through, and everything once the guard is down', async () => {
    renderAt(createMemoryHistory({ initialEntries: ['/form'], v5Compat: true }));
    fireEvent.click(screen.getByRole('link', { name: 'Same page' }));
    await waitFor(() => expect(where()).toBe('/form?tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('link', { name: 'Other' }));
    await waitFor(() => expect(where()).toBe('/other'));
  });

  it('never holds the navigation a form makes right after lowering its guard', async () => {
    renderAt(createMemoryHistory({ initialEntries: ['/form'], v5Compat: true }), <Guarded saveAndLeave />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(where()).toBe('/saved'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('undoes Back while it waits, and goes back on leave (memory history)', async () => {
    const history = createMemoryHistory({ initialEntries: ['/start', '/form'], v5Compat: true });
    renderAt(history);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog');
    expect(where()).toBe('/form');
    expect(history.location.pathname).toBe('/form');

    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where()).toBe('/start'));
    expect(history.location.pathname).toBe('/start');

    // That leave let one Back through, not the next.
    fireEvent.click(screen.getByRole('link', { name: 'To form' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog');
    expect(where()).toBe('/form');
  });

  it("undoes the browser's Back while it waits, and stays on stay", async () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory({ v5Compat: true });
    renderAt(history);
    fireEvent.click(screen.getByRole('link', { name: 'To form' }));
    await waitFor(() => expect(where()).toBe('/form'));

    await act(async () => window.history.back());
    await screen.findByRole('dialog');
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    expect(where()).toBe('/form');

    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/form');

    await act(async () => window.history.back());
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where()).toBe('/start'));
    expect(window.location.pathname).toBe('/start');
  });
});
