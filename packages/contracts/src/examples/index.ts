export * from "./hits";
export * from "./calls";
