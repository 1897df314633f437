export * from "./common";
export * from "./content";
export * from "./view-model";
export * from "./layout";
export * from "./health";
