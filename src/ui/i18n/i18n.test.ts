import { describe, expect, it } from "vitest";
import en from "./en.json";
import { createI18n } from "./i18n";
import sv from "./sv.json";

function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("i18n", () => {
  it("has the same keys in Swedish and English", () => {
    expect(keys(en).sort()).toEqual(keys(sv).sort());
  });

  it("speaks Swedish by default", () => {
    expect(createI18n().t("shell.login")).toBe("Logga in");
  });

  it("uses the spec's texts word for word", () => {
    const i18n = createI18n();
    expect(i18n.t("shell.openMenu")).toBe("Öppna meny");
    expect(i18n.t("errors.generic")).toBe("Något gick fel");
    expect(createI18n("en").t("notFound.title")).toBe("We cannot find a page with that address!");
    expect(createI18n("en").t("notFound.goBack")).toBe("Go back");
    expect(createI18n("en").t("notFound.goToStart")).toBe("Go to start page");
  });

  it("switches to English", async () => {
    const i18n = createI18n();
    await i18n.changeLanguage("en");
    expect(i18n.t("shell.login")).toBe("Log in");
  });
});
