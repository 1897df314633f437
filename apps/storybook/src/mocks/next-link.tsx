import type { AnchorHTMLAttributes } from "react";

/* next/link for Storybook (aliased in main.ts): a plain anchor; Next's prefetch options are dropped. */
type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean | null };

export default function Link({ prefetch: _prefetch, ...props }: LinkProps) {
  return <a {...props} />;
}
