import { reactConfig } from "@housing/eslint-config/react";

export default reactConfig({ tsconfigRootDir: import.meta.dirname });
