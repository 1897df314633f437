export * from "./common";
export * from "./content";
export * from "./view-model";
export * from "./layout";
export * from "./health";
export * from "./navigation";
export * from "./telemetry";
export * from "./search";
