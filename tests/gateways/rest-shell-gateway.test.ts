// The shell gateway on the REST adapter, wired by the composition root, against the real server (a
// migrated and seeded database) on a loopback port.
import { afterAll, beforeAll } from "vitest";
import type { AuthGateway } from "../../src/ports/auth/auth-gateway.port";
import { AUTH_GATEWAY, TOKEN_STORE } from "../../src/ports/auth/auth.tokens";
import type { TokenStore } from "../../src/ports/auth/token-store.port";
import type { ShellGateway } from "../../src/ports/shell/shell-gateway.port";
import { SHELL_GATEWAY } from "../../src/ports/shell/shell.tokens";
import type { TestApp } from "../../server/testing/test-app";
import { listenRestApp } from "./rest-app";
import { describeShellGateways, type ShellBackend } from "./shell-gateway.suite";

let server: TestApp | undefined;
let rest: ShellBackend | undefined;

beforeAll(async () => {
  const app = await listenRestApp();
  server = app.server;
  rest = {
    async openApp() {
      const container = await app.openContainer();
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
