import { ChakraProvider } from "@chakra-ui/react";
import type { i18n } from "i18next";
import { useMemo, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import type { RootStore } from "../../application/root.store";
import type { AppSettings } from "../../ports/shared/app-settings.port";
import { createBrandSystem } from "../theme/brand-system";
import { BrandContext } from "./brand-context";
import { StoresContext } from "./stores-context";

export interface AppProvidersProps {
  readonly root: RootStore;
  readonly i18n: i18n;
  readonly brand: AppSettings["brand"];
  readonly children: ReactNode;
}

/** Theme (brand variant), language and stores for everything below. */
export function AppProviders({ root, i18n, brand, children }: AppProvidersProps) {
  const system = useMemo(() => createBrandSystem(brand), [brand]);
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <BrandContext.Provider value={brand}>
          <StoresContext.Provider value={root}>{children}</StoresContext.Provider>
        </BrandContext.Provider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
