import { Fragment, createElement, type ReactNode } from "react";

/*
 * Spec section 8: a toast's configured message may hold HTML. It comes from our own messages,
 * but may carry a value from elsewhere, so it is never set as innerHTML: it is parsed (inert, by
 * DOMParser) and rebuilt as React elements from a small allowlist. Kept: text, b, strong, i,
 * em, u, br, p, span, ul, ol, li, and a with an http(s), mailto, tel, relative or fragment href.
 * Dropped with their content: script, style and other embedding elements. Every other element is
 * replaced by its content; every attribute but a link's href is dropped.
 */
const KEPT = new Set(["b", "strong", "i", "em", "u", "br", "p", "span", "ul", "ol", "li", "a"]);
const DROPPED = new Set([
  "script", "style", "iframe", "object", "embed", "template", "noscript", "svg", "math", "img", "video",
  "audio", "form", "input", "button", "textarea", "select", "link", "meta", "title", "head",
]);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href.trim());
}

function toNodes(nodes: NodeListOf<ChildNode>, keyPrefix: string): ReactNode[] {
  return Array.from(nodes, (node, index) => toNode(node, `${keyPrefix}${index}`));
}

function toNode(node: ChildNode, key: string): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = toNodes(element.childNodes, `${key}.`);
  if (!KEPT.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === "br") return <br key={key} />;
  if (tag === "a") {
    const href = element.getAttribute("href");
    return href && isSafeHref(href) ? (
      <a key={key} href={href.trim()}>
        {children}
      </a>
    ) : (
      <Fragment key={key}>{children}</Fragment>
    );
  }
  return createElement(tag, { key }, ...children);
}

/** The message as React nodes; where there is no DOMParser (the server) its text without markup. */
export function safeHtml(html: string): ReactNode {
  if (typeof DOMParser === "undefined") return html.replace(/<[^>]*>/g, "");
  const document = new DOMParser().parseFromString(html, "text/html");
  return toNodes(document.body.childNodes, "");
}
