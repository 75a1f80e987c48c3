import { ChakraProvider } from "@chakra-ui/react";
import type { i18n } from "i18next";
import { observer } from "mobx-react-lite";
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
  /** The build's brand setting: the theme until the reseller's config has loaded (or when it cannot be). */
  readonly brand: AppSettings["brand"];
  readonly children: ReactNode;
}

/**
 * Theme, language and stores for everything below. SPEC §1: the brand (theme colours and button
 * variants) is the reseller's, from its config (ShellStore.brand); the setting is the fallback, so a
 * deployment for one brand paints its own colours from the first frame.
 */
export const AppProviders = observer(function AppProviders({ root, i18n, brand, children }: AppProvidersProps) {
  const active = root.shell.brand ?? brand;
  const system = useMemo(() => createBrandSystem(active), [active]);
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <BrandContext.Provider value={active}>
          <StoresContext.Provider value={root}>{children}</StoresContext.Provider>
        </BrandContext.Provider>
      </I18nextProvider>
    </ChakraProvider>
  );
});
