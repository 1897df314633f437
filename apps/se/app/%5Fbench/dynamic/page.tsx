// The trivial dynamic page `pnpm bench:ssr` measures the public pages against (site-shell, bench-page.tsx).
export { BenchDynamicPage as default } from "@housing/site-shell/bench-page";
