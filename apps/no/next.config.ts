import { createNextConfig } from "@housing/site-shell/next-config";

export default createNextConfig({ appDir: import.meta.dirname });
