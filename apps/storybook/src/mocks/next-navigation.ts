/*
 * next/navigation for Storybook (main.ts aliases the module here): the site shell's frame and
 * error boundary read the path and the router, which only exist inside a Next app. The path is
 * the story's `parameters.pathname` (set by the preview's decorator), "/" by default.
 */
let pathname = "/";
let params: Record<string, string> = {};

export function setMockNavigation(next: { pathname?: string; params?: Record<string, string> }) {
  pathname = next.pathname ?? "/";
  params = next.params ?? {};
}

export function usePathname(): string {
  return pathname;
}

export function useParams<T extends Record<string, string>>(): T {
  return params as T;
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams();
}

const log = (action: string) => (href?: string) => console.info(`[next/navigation] ${action}`, href ?? "");

export function useRouter() {
  return {
    push: log("push"),
    replace: log("replace"),
    prefetch: () => undefined,
    refresh: log("refresh"),
    back: log("back"),
    forward: log("forward"),
  };
}

export function notFound(): never {
  throw new Error("notFound() called in Storybook");
}

export function redirect(href: string): never {
  throw new Error(`redirect(${href}) called in Storybook`);
}
