export { residenceExplorerManifest } from "./manifest";
export { Explorer, type ExplorerProps, type SunStudySlotProps } from "./explorer/explorer";
export { default as ExplorerDialog, type ExplorerDialogProps, type ExplorerOpening } from "./explorer/explorer-dialog";
export { ExplorerLauncher, type ExplorerLauncherProps } from "./launcher/explorer-launcher";
export { HomeCard, type HomeCardProps } from "./explorer/home-card";
export { HomesTable, type HomesTableProps } from "./explorer/homes-table";
export { FacadeDrawing, type FacadeDrawingProps } from "./explorer/facade-drawing";
export { defaultFilters, matchesFilters, type ExplorerFilters } from "./model/filters";
export { residenceExplorerMessages } from "./messages";
