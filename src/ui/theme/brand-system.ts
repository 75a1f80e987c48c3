import { createSystem, defaultConfig, defineConfig, type SystemContext } from "@chakra-ui/react";
import { BRAND_PALETTES, type BrandName } from "./brand-palettes";

/**
 * A Chakra system per brand (SPEC §1). Components use `colorPalette="brand"` (primary) or
 * `colorPalette="accent"` (secondary); the button recipe gets the brand's own shape.
 */
export function createBrandSystem(brand: BrandName): SystemContext {
  const p = BRAND_PALETTES[brand];
  const palette = (solid: string, contrast: string, hover: string, fg: string) => ({
    solid: { value: solid },
    contrast: { value: contrast },
    fg: { value: fg },
    muted: { value: `color-mix(in srgb, ${solid} 20%, white)` },
    subtle: { value: `color-mix(in srgb, ${solid} 10%, white)` },
    emphasized: { value: hover },
    focusRing: { value: solid },
  });
  const config = defineConfig({
    theme: {
      semanticTokens: {
        colors: {
          brand: palette(p.primary, p.onPrimary, p.primaryHover, p.primaryText),
          accent: palette(p.secondary, p.onSecondary, p.secondaryHover, "#1A1A1A"),
        },
      },
      recipes: {
        button: {
          base: { borderRadius: p.buttonRadius, textTransform: p.buttonTextTransform, fontWeight: "semibold" },
        },
      },
    },
    globalCss: {
      "html, body": { bg: "white", color: "gray.900" },
      // WCAG 2.4.7: a visible focus indicator everywhere, in the brand colour.
      "*:focus-visible": { outline: `3px solid ${p.primary}`, outlineOffset: "2px" },
    },
  });
  return createSystem(defaultConfig, config);
}
