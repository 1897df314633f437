import { useEffect, useState, type ReactNode } from "react";

/*
 * The searches keep their state in the address bar and read it when they mount. A story puts the
 * address it shows (path, query, hash) into the preview frame's location before its children
 * mount, and puts Storybook's own address back when it unmounts.
 */
export function AtAddress({ href, children }: { href: string; children: ReactNode }) {
  const [original] = useState(() => {
    const before = window.location.href;
    window.history.replaceState(null, "", href);
    return before;
  });
  useEffect(() => () => window.history.replaceState(null, "", original), [original]);
  return children;
}
