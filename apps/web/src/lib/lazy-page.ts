import { lazy, type ComponentType } from 'react';

/** React.lazy for named exports: each route module becomes its own chunk. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as ComponentType };
  });
}
