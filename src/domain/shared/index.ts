export * from "./instant";
