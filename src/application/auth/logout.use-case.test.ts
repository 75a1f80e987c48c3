import { describe, expect, it } from "vitest";
import { appError } from "../../ports/shared/app-error.port";
import { err } from "../../ports/shared/result.port";
import { FakeAuthGateway, FakeTokenStore, fakeAccessToken } from "./auth-test-doubles";
import { LogoutUseCase } from "./logout.use-case";

function setup() {
  const auth = new FakeAuthGateway();
  const tokens = new FakeTokenStore();
  tokens.setAccessToken(fakeAccessToken({}));
  return { auth, tokens, useCase: new LogoutUseCase(auth, tokens) };
}

describe("LogoutUseCase (SPEC §4 Logout)", () => {
  it("revokes the refresh token cookie on the server and forgets the access token and the session", async () => {
    const { auth, tokens, useCase } = setup();
    await useCase.execute();
    expect(auth.calls).toEqual(["logout"]);
    expect(tokens.access).toBeNull();
    expect(tokens.hasSession()).toBe(false);
  });

  it("ignores a refused revoke and still clears the tokens", async () => {
    const { auth, tokens, useCase } = setup();
    auth.logoutAnswer = async () => err(appError("server"));
    await useCase.execute();
    expect(tokens.hasSession()).toBe(false);
  });

  it("ignores a revoke that throws and still clears the tokens", async () => {
    const { auth, tokens, useCase } = setup();
    auth.logoutAnswer = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(useCase.execute()).resolves.toBeUndefined();
    expect(tokens.access).toBeNull();
  });

  it("calls nothing when no session is kept", async () => {
    const { auth, tokens, useCase } = setup();
    tokens.clear();
    await useCase.execute();
    expect(auth.calls).toEqual([]);
  });
});
