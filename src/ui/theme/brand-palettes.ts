import type { AppSettings } from "../../ports/shared/app-settings.port";

export type BrandName = AppSettings["brand"];

/** One brand variant (SPEC §1): primary and secondary colours and the shape of its buttons. */
export interface BrandPalette {
  readonly label: string;
  /** Primary colour, used as the solid button background; `onPrimary` is the text on it. */
  readonly primary: string;
  readonly onPrimary: string;
  /** A darker primary for hover and pressed states (must keep AA with onPrimary too). */
  readonly primaryHover: string;
  /** The primary as text on white (links, outline buttons). */
  readonly primaryText: string;
  readonly secondary: string;
  readonly onSecondary: string;
  readonly secondaryHover: string;
  /** Button shape: part of each brand's own button variants. */
  readonly buttonRadius: string;
  readonly buttonTextTransform: "none" | "uppercase";
}

// Every pair below is checked for WCAG 2.2 AA (4.5:1 for normal text) in brand-palettes.test.ts.
export const BRAND_PALETTES: Readonly<Record<BrandName, BrandPalette>> = {
  default: {
    label: "Skolmedia",
    primary: "#0B5CAD",
    onPrimary: "#FFFFFF",
    primaryHover: "#084A8C",
    primaryText: "#0B5CAD",
    secondary: "#FFC845",
    onSecondary: "#1A1A1A",
    secondaryHover: "#F0B429",
    buttonRadius: "9999px",
    buttonTextTransform: "none",
  },
  "education-streaming": {
    label: "Skolmedia Utbildning",
    primary: "#0F6B4F",
    onPrimary: "#FFFFFF",
    primaryHover: "#0B5540",
    primaryText: "#0F6B4F",
    secondary: "#E76F51",
    onSecondary: "#1A1A1A",
    secondaryHover: "#D9603F",
    buttonRadius: "6px",
    buttonTextTransform: "none",
  },
  "film-library": {
    label: "Filmbiblioteket",
    primary: "#7A1E3A",
    onPrimary: "#FFFFFF",
    primaryHover: "#5E172D",
    primaryText: "#7A1E3A",
    secondary: "#D4A373",
    onSecondary: "#1A1A1A",
    secondaryHover: "#C48F5C",
    buttonRadius: "2px",
    buttonTextTransform: "uppercase",
  },
};

/** SPEC §1: the footer and favicon brand set is fixed to the film-library brand. */
export const FOOTER_BRAND: BrandName = "film-library";

/** Footer colours (film-library), also AA-checked. */
export const FOOTER_COLOURS = { background: "#2A0B16", text: "#FFFFFF", link: "#F3D9C0" } as const;
