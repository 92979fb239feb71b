import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { parsePath, Router, type Location, type Navigator, type Path, type To } from 'react-router';
import type { UNSAFE_createBrowserHistory } from 'react-router';

/**
 * The declarative router plus the one thing we used the data router for: holding a navigation while a page has
 * unsaved changes. The data router (createBrowserRouter, which useBlocker needs) is ~16 KiB gzipped of the events
 * page's first load (issue 14); this is a few hundred bytes over react-router's own history.
 */

/** react-router's own history: the browser's in the app, a memory one in tests. */
export type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

export type ShouldBlock = (args: { currentLocation: Path; nextLocation: Path }) => boolean;
type BlockerRef = RefObject<ShouldBlock>;

interface Held {
  blocker: BlockerRef;
  proceed: () => void;
}

interface BlockerContextValue {
  blockers: Set<BlockerRef>;
  held: Held | null;
  setHeld: (update: (held: Held | null) => Held | null) => void;
}

const BlockerContext = createContext<BlockerContextValue | null>(null);

function pathOf(to: To, current: Path): Path {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname || current.pathname, search: path.search ?? '', hash: path.hash ?? '' };
}

/** <BrowserRouter> (a history, its location in state, navigations in a transition) whose navigator asks first. */
export function BlockingRouter({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [state, setState] = useState<{ action: RouterHistory['action']; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [held, setHeld] = useState<Held | null>(null);
  const [blockers] = useState(() => new Set<BlockerRef>());
  // The location last let through: for Back and Forward the history already shows the next one.
  const current = useRef<Path>(history.location);

  const navigator = useMemo<Navigator>(() => {
    const guarded = (to: To, navigate: () => void) => {
      const blocker = firstBlocker(blockers, current.current, pathOf(to, current.current));
      if (blocker) setHeld(() => ({ blocker, proceed: navigate }));
      else navigate();
    };
    return {
      createHref: history.createHref,
      createURL: history.createURL,
      encodeLocation: history.encodeLocation,
      go: (delta) => history.go(delta),
      push: (to, routeState) => guarded(to, () => history.push(to, routeState)),
      replace: (to, routeState) => guarded(to, () => history.replace(to, routeState)),
    };
  }, [history, blockers]);

  useLayoutEffect(() => {
    let undoing = 0; // the Back or Forward we make to undo a held one
    let letThrough = false; // the Back or Forward made on "Leave"
    return history.listen(({ action, location, delta }) => {
      if (action === 'POP' && undoing > 0) {
        undoing -= 1;
        return;
      }
      // The browser has moved already: step back to where we were and hold the move (delta is null only for
      // entries that are not ours, which cannot be undone).
      const blocker =
        action === 'POP' && !letThrough && delta ? firstBlocker(blockers, current.current, location) : null;
      if (blocker && delta) {
        undoing += 1;
        history.go(-delta);
        setHeld(() => ({
          blocker,
          proceed: () => {
            letThrough = true;
            history.go(delta);
          },
        }));
        return;
      }
      letThrough = false;
      current.current = location;
      startTransition(() => setState({ action, location }));
    });
  }, [history, blockers]);

  const context = useMemo(() => ({ blockers, held, setHeld }), [blockers, held]);
  return (
    <BlockerContext.Provider value={context}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </BlockerContext.Provider>
  );
}

function firstBlocker(blockers: Set<BlockerRef>, currentLocation: Path, nextLocation: Path): BlockerRef | undefined {
  return [...blockers].find((blocker) => blocker.current({ currentLocation, nextLocation }));
}

export interface NavigationBlocker {
  /** A navigation waits for proceed (it happens) or reset (it does not). */
  blocked: boolean;
  proceed: () => void;
  reset: () => void;
}

/** Like react-router's useBlocker: shouldBlock decides per navigation (links, navigate(), Back and Forward). */
export function useNavigationBlocker(shouldBlock: ShouldBlock): NavigationBlocker {
  const context = useContext(BlockerContext);
  if (!context) throw new Error('useNavigationBlocker needs a <BlockingRouter>');
  const { blockers, held, setHeld } = context;
  const blocker = useRef(shouldBlock);
  // Before any effect runs: a form that lowers its guard and navigates in an effect is never held.
  useLayoutEffect(() => {
    blocker.current = shouldBlock;
  });
  useLayoutEffect(() => {
    blockers.add(blocker);
    return () => {
      blockers.delete(blocker);
      setHeld((current) => (current?.blocker === blocker ? null : current));
    };
  }, [blockers, setHeld]);

  const mine = held?.blocker === blocker ? held : null;
  return {
    blocked: mine !== null,
    proceed: () => {
      if (!mine) return;
      setHeld(() => null);
      mine.proceed();
    },
    reset: () => setHeld((current) => (current === mine ? null : current)),
  };
}
