import commonEn from "./common/en.json";
import commonSv from "./common/sv.json";
import shellEn from "../shell/i18n/en.json";
import shellSv from "../shell/i18n/sv.json";

// Translations are split by feature into i18next namespaces (issue 7 §3). A namespace's texts sit
// beside the code that owns it — src/ui/<feature>/i18n/{sv,en}.json — and those no single feature
// owns (common, validation) here in src/ui/i18n/<namespace>/. Their keys are typed
// (i18next.d.ts), so a key that does not exist fails `tsc`.

export const LANGUAGES = ["sv", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Namespaces in the first load: the shell is on every page, and common with it. */
export const EAGER_NAMESPACES = ["common", "shell"] as const;

/** Namespaces fetched with the routes whose pages use them (see the route table's `namespaces`). */
export const LAZY_NAMESPACES = ["auth", "validation", "cms"] as const;

export type EagerNamespace = (typeof EAGER_NAMESPACES)[number];
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];
export type Namespace = EagerNamespace | LazyNamespace;

export const EAGER_RESOURCES = {
  sv: { common: commonSv, shell: shellSv },
  en: { common: commonEn, shell: shellEn },
} as const satisfies Record<Language, Record<EagerNamespace, object>>;

/**
 * One literal import() per namespace and language, so the bundler gives each its own small chunk,
 * fetched beside the page chunk of the route that needs it.
 */
export const LAZY_RESOURCES: Readonly<Record<LazyNamespace, Readonly<Record<Language, () => Promise<{ default: object }>>>>> = {
  auth: { sv: () => import("../auth/i18n/sv.json"), en: () => import("../auth/i18n/en.json") },
  validation: { sv: () => import("./validation/sv.json"), en: () => import("./validation/en.json") },
  cms: { sv: () => import("../cms/i18n/sv.json"), en: () => import("../cms/i18n/en.json") },
};

export function isLazyNamespace(name: string): name is LazyNamespace {
  return (LAZY_NAMESPACES as readonly string[]).includes(name);
}
