import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { baseConfig } from "./base.js";

/** @param {{ tsconfigRootDir: string, envFiles?: string[] }} options */
export function reactConfig(options) {
  return tseslint.config(...baseConfig(options), {
    files: ["**/*.tsx", "**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  });
}
