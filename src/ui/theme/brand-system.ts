import { createSystem, defineConfig, type SystemConfig, type SystemContext } from "@chakra-ui/react";
import { BRAND_PALETTES, FOOTER_COLOURS, type BrandName } from "./brand-palettes";
import { themeConfig } from "./theme-config";

/**
 * A Chakra system per brand (SPEC §1). Components use `colorPalette="brand"` (primary) or
 * `colorPalette="accent"` (secondary); the button recipe gets the brand's own shape.
 */
export function createBrandSystem(brand: BrandName): SystemContext {
  return createSystem(themeConfig, brandConfig(brand));
}

/** The brand's layer over Chakra's theme (colours, button shape, focus ring). */
export function brandConfig(brand: BrandName): SystemConfig {
  const p = BRAND_PALETTES[brand];
  // WCAG 1.4.11: every focus ring on white is the brand primary (≥ 3:1); Chakra's own defaults (grey
  // #a1a1aa, or the light secondary colour) fall below that.
  const palette = (solid: string, contrast: string, hover: string, fg: string, focusRing = p.primary) => ({
    solid: { value: solid },
    contrast: { value: contrast },
    fg: { value: fg },
    muted: { value: `color-mix(in srgb, ${solid} 20%, white)` },
    subtle: { value: `color-mix(in srgb, ${solid} 10%, white)` },
    emphasized: { value: hover },
    focusRing: { value: focusRing },
  });
  return defineConfig({
    theme: {
      semanticTokens: {
        colors: {
          brand: palette(p.primary, p.onPrimary, p.primaryHover, p.primaryText),
          accent: palette(p.secondary, p.onSecondary, p.secondaryHover, "#1A1A1A"),
          // The dark footer (SPEC §1: film-library brand) needs light text and a light focus ring.
          footer: palette(FOOTER_COLOURS.link, FOOTER_COLOURS.background, FOOTER_COLOURS.text, FOOTER_COLOURS.link, FOOTER_COLOURS.link),
          gray: { focusRing: { value: p.primary } },
          // WCAG 1.4.3: field error texts at 4.5:1 on white (Chakra's red.500 gives 3.76:1).
          fg: { error: { value: "{colors.red.700}" } },
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
}
