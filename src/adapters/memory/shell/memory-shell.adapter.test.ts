import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, demoClaims } from "../../../fixtures/demo-accounts";
import { encodeUnsignedJwt } from "../../browser/auth/jwt-claims.decoder";
import { MemoryTokenStore } from "../auth/memory-token.store";
import { MemoryShellAdapter } from "./memory-shell.adapter";

// The parts of the server's getMenu that the shared gateway suite (tests/gateways) cannot reach
// through a login: tokens the server would refuse.

const NOW = Date.UTC(2026, 8, 1);
const clock = { now: () => NOW, schedule: () => () => undefined };

function adapterWith(token: string | null) {
  const tokens = new MemoryTokenStore();
  if (token !== null) tokens.setAccessToken(token);
  return new MemoryShellAdapter(tokens, clock);
}

const tokenOf = (claims: Record<string, unknown>) =>
  encodeUnsignedJwt({ ...demoClaims(DEMO_ACCOUNTS.teacher), exp: NOW / 1000 + 600, ...claims });

describe("the in-memory menu's token check (as the server checks an optional bearer)", () => {
  it("answers a valid token's menu with the account dropdown", async () => {
    const result = await adapterWith(tokenOf({})).menu("member");
    expect(result.ok && result.value.accountDropdown?.user.name).toBe("Lena Lärare");
  });

  it("refuses an expired token with a 401 instead of answering a visitor's menu", async () => {
    const result = await adapterWith(tokenOf({ exp: NOW / 1000 - 1 })).menu("member");
    expect(result.ok ? null : result.error).toMatchObject({ kind: "unauthorized", status: 401, code: "AUTH.UNAUTHENTICATED" });
  });

  it("refuses a token of an account that does not exist", async () => {
    const result = await adapterWith(tokenOf({ sub: "9999" })).menu("member");
    expect(result.ok).toBe(false);
  });

  it("answers without a token the visitor's menu", async () => {
    const result = await adapterWith(null).menu("member");
    expect(result.ok && result.value.accountDropdown).toBeNull();
  });
});
