// The shell gateway on the REST adapter, wired by the composition root, against the real server (a
// migrated and seeded database) on a loopback port.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { REST_FETCH } from "../../src/adapters/rest/rest.tokens";
import type { AuthGateway } from "../../src/ports/auth/auth-gateway.port";
import { AUTH_GATEWAY, TOKEN_STORE } from "../../src/ports/auth/auth.tokens";
import type { TokenStore } from "../../src/ports/auth/token-store.port";
import type { ShellGateway } from "../../src/ports/shell/shell-gateway.port";
import { SHELL_GATEWAY } from "../../src/ports/shell/shell.tokens";
import { createAppContainer } from "../../src/ui/composition-root";
import { createTestApp, type TestApp } from "../../server/testing/test-app";
import { cookieJarFetch } from "./cookie-jar-fetch";
import { describeShellGateways, type ShellBackend } from "./shell-gateway.suite";

let server: TestApp | undefined;
let rest: ShellBackend | undefined;

beforeAll(async () => {
  const t = await createTestApp();
  server = t;
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const apiBaseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  rest = {
    async openApp() {
      const container = await createAppContainer({ apiBaseUrl, backend: "rest", brand: "default" }, { platform: "memory" });
      container.bind(REST_FETCH).toConstantValue(cookieJarFetch());
      return {
        shell: container.get<ShellGateway>(SHELL_GATEWAY),
        auth: container.get<AuthGateway>(AUTH_GATEWAY),
        tokens: container.get<TokenStore>(TOKEN_STORE),
      };
    },
  };
});

afterAll(async () => {
  await server?.close();
});

describeShellGateways("the REST adapter on the real server", () => {
  if (!rest) throw new Error("the server did not start");
  return rest;
});
