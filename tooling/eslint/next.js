import nextPlugin from "@next/eslint-plugin-next";
import tseslint from "typescript-eslint";
import { reactConfig } from "./react.js";

/** @param {{ tsconfigRootDir: string, envFiles?: string[] }} options */
export function nextConfig(options) {
  return tseslint.config(...reactConfig(options), {
    plugins: { "@next/next": nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      // The apps are served by `next start`; no pages/ directory exists.
      "@next/next/no-html-link-for-pages": "off",
    },
  });
}
