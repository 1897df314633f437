export * from "./login";
export * from "./passwords";
