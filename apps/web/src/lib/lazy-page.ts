import { createElement, lazy, type ComponentType } from 'react';

// Form errors speak the same words as the API's field errors, never the schema library's defaults. Every form is on
// a lazily loaded page, so the error map (and the part of zod it needs) stays out of the first download and is
// installed before any page renders.
const fieldMessages = import('@huddle/domain/field-messages').then((module) => module.installFieldMessages());

export type LazyPage = ComponentType & {
  /** Starts loading the page's chunk; the page renders without suspending if it has arrived by then. */
  preload: () => Promise<void>;
};

/**
 * A page in its own chunk, by named export. A page whose chunk was preloaded renders at once; otherwise it is
 * React.lazy as before (the Suspense fallback shows while the chunk loads). React.lazy alone suspends on its first
 * render whatever happened before, and React holds back what a Suspense boundary reveals for up to 300 ms after its
 * fallback: a delay the events page paid twice (shell, then page) on a cold load.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  let page: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  // Once React.lazy has stood in for the page, it keeps doing so: switching to the page itself would remount it.
  let lazyUsed = false;
  const preload = () =>
    (loading ??= Promise.all([load(), fieldMessages]).then(([module]) => {
      page = module[name] as ComponentType;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: page as ComponentType })));
  function Page() {
    if (page && !lazyUsed) return createElement(page);
    lazyUsed = true;
    return createElement(Lazy);
  }
  return Object.assign(Page, { preload });
}
