export * from "./login";
export * from "./passwords";
export * from "./registration";
