import { beforeAll, describe, expect, it } from "vitest";
import { appError } from "../../ports/shared/app-error.port";
import { createI18n } from "../i18n/i18n";
import { loginErrorText } from "./login-error-text";

const i18n = createI18n("sv");
const t = i18n.getFixedT<["auth", "common"]>("sv", ["auth", "common"]);

beforeAll(() => i18n.loadNamespaces("auth"));

describe("loginErrorText", () => {
  it("names wrong credentials, rate limiting and a lost network in words of its own", () => {
    expect(loginErrorText(appError("unauthorized", {}, 401), t)).toBe("Fel e-postadress eller lösenord.");
    expect(loginErrorText(appError("rateLimited", {}, 429), t)).toContain("För många inloggningsförsök");
    expect(loginErrorText(appError("network"), t)).toContain("Det gick inte att nå servern");
  });

  it("otherwise shows the description, else the message, else 'Något gick fel' (SPEC §8)", () => {
    expect(loginErrorText(appError("server", { description: "Tjänsten uppdateras", message: "Down" }, 503), t)).toBe("Tjänsten uppdateras");
    expect(loginErrorText(appError("server", { message: "Down" }, 503), t)).toBe("Down");
    expect(loginErrorText(appError("server", {}, 500), t)).toBe("Något gick fel");
  });
});
