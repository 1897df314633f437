import { reactConfig } from "@housing/eslint-config/react";

export default reactConfig({
  tsconfigRootDir: import.meta.dirname,
  envFiles: ["src/env.ts", "src/proxy-env.ts", "next-config.js"],
});
