"use client";
import {
  createContext,
  createElement,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from "react";

export type LinkComponent = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

function PlainAnchor(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />;
}

const LinkContext = createContext<LinkComponent>(PlainAnchor);

/**
 * Lets the app decide how internal links navigate (Next's client-side Link in
 * the apps, a plain anchor in Storybook and tests) without ui importing a framework.
 */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/**
 * An internal or external link. External links (with a scheme) and links to a fragment of this
 * page (`#…`) always render a plain anchor: the router would change a fragment without a
 * hashchange event, which the hash triggers (modals, the fault-report wizard) listen for.
 */
export function Link(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const component = useContext(LinkContext);
  if (/^[a-z][a-z0-9+.-]*:/i.test(props.href) || props.href.startsWith("#")) return <a {...props} />;
  // The component comes from the provider and is stable for the app's lifetime.
  return createElement(component, props);
}
