"use client";

import { Suspense, lazy, type ComponentType } from "react";

/**
 * A component whose code loads in a chunk of its own, from a named export (`load` resolves to the
 * component). React's `lazy` rather than `next/dynamic`: for a chunk that shares modules with
 * others, the production build (Turbopack) wrote a preload into the server's loadable manifest under
 * a chunk name it never emitted, so every page asked for a script that answered 404. With `lazy`
 * the server still renders the component into the HTML (it waits for the import), and the browser
 * loads the chunk as it hydrates the boundary. Renders nothing while it loads in the browser.
 */
export function lazyNamed<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyNamed(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyNamed;
}
