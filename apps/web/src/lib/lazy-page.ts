import { lazy, type ComponentType } from 'react';

// Form errors speak the same words as the API's field errors, never the schema library's defaults. Every form is on
// a lazily loaded page, so the error map (and the part of zod it needs) stays out of the first download and is
// installed before any page renders.
const fieldMessages = import('@huddle/domain/field-messages').then((module) => module.installFieldMessages());

/** React.lazy for named exports: each route module becomes its own chunk. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), fieldMessages]);
    return { default: module[name] as ComponentType };
  });
}
