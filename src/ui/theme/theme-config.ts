import { defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react";
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  switchSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";

/**
 * Chakra's default theme with only the recipes of the components we use. `defaultConfig` carries
 * every recipe Chakra has (date picker, colour picker, tags input, …: ~100 KiB of the first load);
 * tokens, semantic tokens, global CSS and text styles stay Chakra's own, so nothing looks different.
 * A component whose recipe is missing here renders unstyled: `theme-config.test.ts` fails when
 * src/ui imports one, so add its recipe here with the component.
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const SLOT_RECIPES = {
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  switch: switchSlotRecipe,
};

/** Drop-in for Chakra's `defaultConfig`, same base and theme, fewer recipes. */
export const themeConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      recipes: RECIPES,
      slotRecipes: SLOT_RECIPES,
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
);
