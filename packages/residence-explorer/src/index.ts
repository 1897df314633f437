export { residenceExplorerManifest } from "./manifest";
