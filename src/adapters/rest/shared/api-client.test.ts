import { describe, expect, it } from "vitest";
import { createApiClient, credentialsFor } from "./api-client";

// Issue 6 §4: the token calls travel with the HttpOnly refresh token cookie, so every request
// must be allowed to send it and to accept the Set-Cookie of the answer.
describe("the openapi-fetch client's credentials", () => {
  it("keeps the fetch default on the web app's own origin and includes cookies for an API elsewhere", () => {
    expect(credentialsFor("")).toBe("same-origin");
    expect(credentialsFor("/api")).toBe("same-origin");
    expect(credentialsFor("//api.skolmedia.example")).toBe("include");
    expect(credentialsFor("https://api.skolmedia.example")).toBe("include");
  });

  it("sends the refresh call with that mode and without a body (the cookie carries the token)", async () => {
    const seen: Request[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      seen.push(input as Request);
      return Response.json({ accessToken: "a.b.c" });
    };
    await createApiClient({ baseUrl: "https://api.skolmedia.example", fetch }).POST("/api-token-refresh", {});
    expect(seen[0]?.credentials).toBe("include");
    expect(seen[0]?.body).toBeNull();
    expect(seen[0]?.headers.get("Content-Type")).toBeNull();
  });
});
