import { fileURLToPath } from "node:url";

/*
 * The Next modules the site shell's client parts import, replaced by small stand-ins: outside a
 * Next app, next/navigation's hooks throw (no app router) and next/link and next/image pull in
 * Next's client runtime. Shared by Storybook (main.ts) and the stories' smoke test.
 */
const mock = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));

export const nextAliases = [
  { find: /^next\/navigation(\.js)?$/, replacement: mock("next-navigation.ts") },
  { find: /^next\/link(\.js)?$/, replacement: mock("next-link.tsx") },
  { find: /^next\/image(\.js)?$/, replacement: mock("next-image.tsx") },
];
