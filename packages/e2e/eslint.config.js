import { baseConfig } from "@housing/eslint-config/base";

export default [
  ...baseConfig({ tsconfigRootDir: import.meta.dirname }),
  { files: ["playwright.config.ts", "specs/env.ts"], rules: { "no-restricted-properties": "off" } },
];
