import { nextConfig } from "@housing/eslint-config/next";

export default nextConfig({ tsconfigRootDir: import.meta.dirname });
