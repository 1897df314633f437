// The root layout of the `pnpm bench:ssr` pages (site-shell, bench-page.tsx).
export { BenchLayout as default } from "@housing/site-shell/bench-page";
