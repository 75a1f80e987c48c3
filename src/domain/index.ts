// The domain core: every rule of SPEC as pure functions (see README.md beside this file for the index).
export * from "./links";
export * from "./routing";
export * from "./search-address";
export * from "./auth";
export * from "./access";
export * from "./consent";
export * from "./notices";
export * from "./validation";
export * from "./filters";
export * from "./combobox";
export * from "./format";
export * from "./schools";
export * from "./menu";
export * from "./workflows";
export * from "./shared";
