// The shell gateway on the in-memory backend (VITE_BACKEND=memory), wired by the composition root.
import type { AuthGateway } from "../../src/ports/auth/auth-gateway.port";
import { AUTH_GATEWAY, TOKEN_STORE } from "../../src/ports/auth/auth.tokens";
import type { TokenStore } from "../../src/ports/auth/token-store.port";
import type { ShellGateway } from "../../src/ports/shell/shell-gateway.port";
import { SHELL_GATEWAY } from "../../src/ports/shell/shell.tokens";
import { createAppContainer } from "../../src/ui/composition-root";
import { describeShellGateways, type ShellBackend } from "./shell-gateway.suite";

const memory: ShellBackend = {
  async openApp() {
    const container = await createAppContainer({ apiBaseUrl: "", backend: "memory", brand: "default" }, { platform: "memory" });
    return {
      shell: container.get<ShellGateway>(SHELL_GATEWAY),
      auth: container.get<AuthGateway>(AUTH_GATEWAY),
      tokens: container.get<TokenStore>(TOKEN_STORE),
    };
  },
};

describeShellGateways("the in-memory backend", () => memory);
