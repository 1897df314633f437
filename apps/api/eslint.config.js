import { baseConfig } from "@housing/eslint-config/base";

export default [
  ...baseConfig({ tsconfigRootDir: import.meta.dirname, envFiles: ["src/core/env.ts"] }),
  // The benchmark and build scripts are tools run by hand, outside the server's env module.
  { files: ["bench/**", "scripts/**"], rules: { "no-restricted-properties": "off" } },
];
