import { createManifest } from "@housing/site-shell/manifest";
import { app } from "../site";

export default createManifest(app);
