// The auth ports on the REST adapter, wired by the composition root, against the real server (a
// migrated and seeded database) listening on a loopback port: real HTTP, real cookies, real tokens.
import { afterAll, beforeAll } from "vitest";
import type { AuthGateway } from "../../src/ports/auth/auth-gateway.port";
import { AUTH_GATEWAY, ME_GATEWAY, TOKEN_STORE } from "../../src/ports/auth/auth.tokens";
import type { MeGateway } from "../../src/ports/auth/me-gateway.port";
import type { TokenStore } from "../../src/ports/auth/token-store.port";
import type { TestApp } from "../../server/testing/test-app";
import { describeAuthGateways, type AuthBackend } from "./auth-gateway.suite";
import { listenRestApp } from "./rest-app";

// Many logins from one address in one file: the limits are the rate-limit tests' business.
const GENEROUS = { max: 10_000, windowMs: 60_000 };

let server: TestApp | undefined;
let rest: AuthBackend | undefined;

beforeAll(async () => {
  const app = await listenRestApp({
    loginLimits: { account: GENEROUS, address: GENEROUS, passcodeSend: GENEROUS, passcodeSendAddress: GENEROUS },
  });
  const t = app.server;
  server = t;
  rest = {
    async openApp() {
      const container = await app.openContainer();
      return {
        auth: container.get<AuthGateway>(AUTH_GATEWAY),
        me: container.get<MeGateway>(ME_GATEWAY),
        tokens: container.get<TokenStore>(TOKEN_STORE),
        passcodeFor: async (email) => {
          const mail = (await t.mailer.list()).find((entry) => entry.to === email);
          return mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
        },
      };
    },
  };
});

afterAll(async () => {
  await server?.close();
});

describeAuthGateways("the REST adapter on the real server", () => {
  if (!rest) throw new Error("the server did not start");
  return rest;
});
