import { expect, ROLES, test } from "./support/signed-in";

// The helpers the journeys share (support/signed-in.ts, issue 7 §2): the stored sign-in per role,
// and an API client per test for the data a journey creates.
test.describe("a journey's own API client", () => {
  test("is signed in as the role it asks for; a visitor's request is not", async ({ apiAs, request }) => {
    for (const role of ["teacher", "student", "admin"] as const) {
      const me = await (await apiAs(role)).get("/v1/me");
      expect(me.status(), role).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(ROLES[role].email);
    }
    expect((await request.get("/v1/me")).status()).toBe(401);
  });

  test("names what a journey creates so no other test, worker or run uses the name", async ({ uniqueName }) => {
    const names = [uniqueName("Samling"), uniqueName("Samling")];
    expect(new Set(names).size).toBe(2);
    for (const name of names) expect(name).toMatch(/^Samling w\d+-/);
  });
});
