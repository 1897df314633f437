export * from "./parts";
export * from "./catalogue";
