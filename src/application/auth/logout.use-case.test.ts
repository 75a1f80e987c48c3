import { describe, expect, it } from "vitest";
import { appError } from "../../ports/shared/app-error.port";
import { err } from "../../ports/shared/result.port";
import { FakeAuthGateway, FakeTokenStore, fakeAccessToken } from "./auth-test-doubles";
import { LogoutUseCase } from "./logout.use-case";

function setup() {
  const auth = new FakeAuthGateway();
  const tokens = new FakeTokenStore();
  tokens.setTokens(fakeAccessToken({}), "refresh-9");
  return { auth, tokens, useCase: new LogoutUseCase(auth, tokens) };
}

describe("LogoutUseCase (SPEC §4 Logout)", () => {
  it("revokes the refresh token on the server and clears both tokens", async () => {
    const { auth, tokens, useCase } = setup();
    await useCase.execute();
    expect(auth.calls).toEqual(["logout:refresh-9"]);
    expect(tokens.access).toBeNull();
    expect(tokens.refresh).toBeNull();
  });

  it("ignores a refused revoke and still clears the tokens", async () => {
    const { auth, tokens, useCase } = setup();
    auth.logoutAnswer = async () => err(appError("server"));
    await useCase.execute();
    expect(tokens.refresh).toBeNull();
  });

  it("ignores a revoke that throws and still clears the tokens", async () => {
    const { auth, tokens, useCase } = setup();
    auth.logoutAnswer = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(useCase.execute()).resolves.toBeUndefined();
    expect(tokens.access).toBeNull();
  });

  it("calls nothing when there is no refresh token", async () => {
    const { auth, tokens, useCase } = setup();
    tokens.clear();
    await useCase.execute();
    expect(auth.calls).toEqual([]);
  });
});
