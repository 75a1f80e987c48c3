import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createSystem, defaultConfig } from "@chakra-ui/react";
import { recipes as allRecipes, slotRecipes as allSlotRecipes } from "@chakra-ui/react/theme";
import { describe, expect, it } from "vitest";
import { brandConfig, createBrandSystem } from "./brand-system";
import { RECIPES, SLOT_RECIPES, themeConfig } from "./theme-config";

const UI = join(import.meta.dirname, "..");

// Components whose recipe key is not their own name (Chakra's source: useRecipe({ key })).
const RECIPE_OF: Record<string, readonly string[]> = {
  Button: ["button", "spinner"], // a loading button shows a Spinner
  IconButton: ["button", "spinner"],
  CloseButton: ["button"],
  InputGroup: ["inputAddon"],
  Toaster: ["toast"],
  Checkbox: ["checkbox", "checkmark"],
  RadioGroup: ["radioGroup", "radiomark"],
};

/** Recipe keys Chakra's full theme would give the named components, that ours lacks. */
function missingRecipes(componentNames: readonly string[]): string[] {
  const known = new Set([...Object.keys(allRecipes), ...Object.keys(allSlotRecipes)]);
  const ours = new Set([...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)]);
  const keys = componentNames.flatMap((name) => RECIPE_OF[name] ?? [name.charAt(0).toLowerCase() + name.slice(1)]);
  return [...new Set(keys)].filter((key) => known.has(key) && !ours.has(key)).sort();
}

function chakraImportsOfUi(): string[] {
  const files = readdirSync(UI, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test(-helper)?\.tsx?$/.test(file),
  );
  return files.flatMap((file) =>
    [...readFileSync(join(UI, file), "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g)].flatMap((match) =>
      (match[1] ?? "")
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name !== "" && !name.startsWith("type ")),
    ),
  );
}

describe("the trimmed Chakra theme", () => {
  it("has the recipe of every Chakra component src/ui uses", () => {
    const used = chakraImportsOfUi();
    expect(used).toContain("Button");
    expect(missingRecipes(used)).toEqual([]);
  });

  it("flags a component whose recipe was left out", () => {
    expect(missingRecipes(["Tabs", "Dialog", "IconButton", "Box"])).toEqual(["dialog", "tabs"]);
  });

  it("gives the recipes it keeps exactly as Chakra's default theme has them", () => {
    const trimmed = createSystem(themeConfig);
    const full = createSystem(defaultConfig);
    for (const key of Object.keys(RECIPES)) expect(trimmed.getRecipe(key)).toEqual(full.getRecipe(key));
    for (const key of Object.keys(SLOT_RECIPES)) expect(trimmed.getSlotRecipe(key)).toEqual(full.getSlotRecipe(key));
  });

  it("makes the same tokens, global CSS, preflight and recipes as on Chakra's full theme, per brand", () => {
    for (const brand of ["default", "film-library", "education-streaming"] as const) {
      const trimmed = createBrandSystem(brand);
      const full = createSystem(defaultConfig, brandConfig(brand));
      expect(trimmed.getTokenCss()).toEqual(full.getTokenCss());
      expect(trimmed.getGlobalCss()).toEqual(full.getGlobalCss());
      expect(trimmed.getPreflightCss()).toEqual(full.getPreflightCss());
      for (const key of Object.keys(RECIPES)) expect(trimmed.getRecipe(key)).toEqual(full.getRecipe(key));
      for (const key of Object.keys(SLOT_RECIPES)) expect(trimmed.getSlotRecipe(key)).toEqual(full.getSlotRecipe(key));
    }
  });
});
