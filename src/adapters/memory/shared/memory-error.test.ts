import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, expectTypeOf, it } from "vitest";
import { ERROR_CODES } from "../../../domain/errors/error-codes";
import { memoryError } from "./memory-error";

const MEMORY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the in-memory backend's errors (issue 7 §1: one catalogue with the server)", () => {
  it("takes only catalogue codes: its code type is the union of the catalogue's keys", () => {
    expectTypeOf<Parameters<typeof memoryError>[0]>().toEqualTypeOf<keyof typeof ERROR_CODES>();
    // Checked by tsc, never run: a code the server never sends (the memory backend once invented this one).
    // @ts-expect-error not a catalogue code
    const invented = () => memoryError("PROFILE.NOT_FOUND");
    expect(typeof invented).toBe("function");
  });

  it("fails as the REST adapter does on the server's answer: status, kind and the catalogue's texts", () => {
    expect(memoryError("AUTH.INVALID_CREDENTIALS")).toEqual({
      kind: "unauthorized",
      status: 401,
      code: "AUTH.INVALID_CREDENTIALS",
      message: ERROR_CODES["AUTH.INVALID_CREDENTIALS"].message,
      description: ERROR_CODES["AUTH.INVALID_CREDENTIALS"].description,
    });
    expect(memoryError("RESOURCE.NOT_FOUND", "No such profile.")).toMatchObject({
      kind: "notFound",
      status: 404,
      message: "No such profile.",
    });
  });

  it("names no code outside the catalogue anywhere in the memory adapter's code", () => {
    // A code written as a string and passed around untyped (appError(…, { code: "X.Y" })) escapes the
    // type above; this catches it.
    const known = new Set(Object.keys(ERROR_CODES));
    const found = sources(MEMORY_DIR).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/["'`]([A-Z]{2,}\.[A-Z][A-Z_]+)["'`]/g)].map((match) => ({ file, code: match[1] ?? "" })),
    );
    expect(found.filter(({ code }) => !known.has(code)).map(({ file, code }) => `${path.relative(MEMORY_DIR, file)}: ${code}`)).toEqual([]);
  });
});
