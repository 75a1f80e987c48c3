import i18next, { type BackendModule, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { EAGER_NAMESPACES, EAGER_RESOURCES, LANGUAGES, LAZY_RESOURCES, isLazyNamespace, type Language, type Namespace } from "./namespaces";

export { LANGUAGES, type Language } from "./namespaces";

/** Fetches a lazy namespace's texts (its own chunk) the first time a route or a language needs them. */
const lazyNamespaces: BackendModule = {
  type: "backend",
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = isLazyNamespace(namespace) ? LAZY_RESOURCES[namespace][language as Language] : undefined;
    if (load === undefined) return callback(new Error(`no texts for ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * ARCHITECTURE §6: Swedish first, English second. The shell's namespaces are in the first load;
 * the others come with their routes (loadNamespaces). Each call makes its own instance, so tests
 * stay isolated.
 */
export function createI18n(language: Language = "sv"): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(lazyNamespaces)
    .use(initReactI18next)
    .init({
      resources: EAGER_RESOURCES,
      // Some namespaces are bundled, the rest come from the backend above.
      partialBundledLanguages: true,
      ns: [...EAGER_NAMESPACES],
      defaultNS: "common",
      lng: language,
      fallbackLng: "sv",
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  instance.on("languageChanged", (lng) => {
    if (typeof document !== "undefined") document.documentElement.lang = lng;
  });
  return instance;
}

/**
 * Loads namespaces for the current language (once loaded, i18next also loads them for a language
 * switched to). Resolves when the texts are there; when they cannot be fetched it rejects, so the
 * route shows its load error instead of a page of keys.
 */
export async function loadNamespaces(instance: i18n, namespaces: readonly Namespace[]): Promise<void> {
  const language = instance.resolvedLanguage ?? instance.language;
  const has = (namespace: Namespace) => instance.hasResourceBundle(language, namespace);
  const missing = namespaces.filter((namespace) => !has(namespace));
  if (missing.length === 0) return;
  await instance.loadNamespaces(missing);
  const failed = missing.filter((namespace) => !has(namespace));
  if (failed.length > 0) throw new Error(`Skolmedia: texts could not be loaded (${language}: ${failed.join(", ")})`);
}
