import { describe, expect, it } from "vitest";
import {
  ACCESS_TOKEN_COOKIE as WEB_APP_COOKIE,
  SESSION_COOKIE as WEB_APP_SESSION_COOKIE,
} from "../src/adapters/browser/auth/cookie-token.store";
import { ACCESS_TOKEN_COOKIE as SERVER_COOKIE } from "../server/http/html-redirect";
import { SESSION_MARKER_COOKIE } from "../server/http/page-preloads";

// ARCHITECTURE §6: the server redirects HTML requests using the access token cookie the web app
// writes. Neither side may import the other, so this suite holds the two names together.
describe("the access token cookie", () => {
  it("has the same name where the web app writes it and where the server reads it for redirects", () => {
    expect(SERVER_COOKIE).toBe(WEB_APP_COOKIE);
  });

  it("and the session marker has the same name where the web app writes it and where the server skips preloads for it", () => {
    expect(SESSION_MARKER_COOKIE).toBe(WEB_APP_SESSION_COOKIE);
  });
});
