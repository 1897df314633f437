import { baseConfig } from "@housing/eslint-config/base";

export default baseConfig({ tsconfigRootDir: import.meta.dirname });
