import { reactConfig } from "@housing/eslint-config/react";

export default [{ ignores: ["storybook-static/**"] }, ...reactConfig({ tsconfigRootDir: import.meta.dirname })];
