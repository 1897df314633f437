export * from "./signup";
export * from "./notifications";
export * from "./profile";
export * from "./saved-searches";
export * from "./view-models";
export * from "./timeline";
