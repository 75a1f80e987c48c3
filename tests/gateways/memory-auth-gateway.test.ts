// The auth ports on the in-memory backend (VITE_BACKEND=memory), wired by the composition root. Each
// app gets its own backend: the memory backend also plays the browser that keeps the refresh cookie.
import { MemoryBackend } from "../../src/adapters/memory/shared/memory-backend";
import type { AuthGateway } from "../../src/ports/auth/auth-gateway.port";
import { AUTH_GATEWAY, ME_GATEWAY, TOKEN_STORE } from "../../src/ports/auth/auth.tokens";
import type { MeGateway } from "../../src/ports/auth/me-gateway.port";
import type { TokenStore } from "../../src/ports/auth/token-store.port";
import { createAppContainer } from "../../src/ui/composition-root";
import { describeAuthGateways, type AuthBackend } from "./auth-gateway.suite";

const memory: AuthBackend = {
  async openApp() {
    const container = await createAppContainer({ apiBaseUrl: "", backend: "memory", brand: "default" }, { platform: "memory" });
    return {
      auth: container.get<AuthGateway>(AUTH_GATEWAY),
      me: container.get<MeGateway>(ME_GATEWAY),
      tokens: container.get<TokenStore>(TOKEN_STORE),
      passcodeFor: async (email) => container.get(MemoryBackend).passcodeFor(email),
    };
  },
};

describeAuthGateways("the in-memory backend", () => memory);
