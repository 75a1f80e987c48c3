import { createContext, useContext } from "react";
import type { RootStore } from "../../application/root.store";

export const StoresContext = createContext<RootStore | null>(null);

/** The root store of the running app (ARCHITECTURE §4.7). */
export function useStores(): RootStore {
  const root = useContext(StoresContext);
  if (root === null) throw new Error("useStores() outside <StoresContext.Provider>");
  return root;
}
