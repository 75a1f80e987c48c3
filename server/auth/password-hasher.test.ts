import { describe, expect, it } from "vitest";
import { hashNewPassword, hashPassword, verifyAgainstDummy, verifyPassword } from "./password-hasher";

describe("password hashing", () => {
  it("hashes with argon2id at OWASP's parameters and verifies only the right password", async () => {
    const hash = await hashPassword("Skolmedia-2026");
    expect(hash.startsWith("$argon2id$v=19$")).toBe(true);
    expect(hash.split("$")[3]?.split(",").sort()).toEqual(["m=19456", "p=1", "t=2"]);
    expect(await verifyPassword(hash, "Skolmedia-2026")).toBe(true);
    expect(await verifyPassword(hash, "skolmedia-2026")).toBe(false);
  });

  it("salts: the same password hashes differently each time", async () => {
    expect(await hashPassword("Samma-losen1")).not.toBe(await hashPassword("Samma-losen1"));
  });

  it("treats a malformed stored hash as a failed login, not an error", async () => {
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });

  it("always answers false for the dummy verification", async () => {
    expect(await verifyAgainstDummy("Skolmedia-2026")).toBe(false);
  });

  it("refuses to hash a new password that breaks the SPEC §5 rule, with the domain's keys", async () => {
    const result = await hashNewPassword("kort");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.code)).toContain("PASSWORD.TOO_SHORT");
    expect((await hashNewPassword("Skolmedia-2026")).ok).toBe(true);
  });
});
