import { createContext, useContext } from "react";
import type { AppSettings } from "../../ports/shared/app-settings.port";

export const BrandContext = createContext<AppSettings["brand"]>("default");

export function useBrand(): AppSettings["brand"] {
  return useContext(BrandContext);
}
