import { describe, expect, it } from "vitest";
import { FakePageErrorGateway } from "./notices-test-doubles";
import { pageErrorEvent, ReportPageErrorUseCase } from "./report-page-error.use-case";

describe("ReportPageErrorUseCase (SPEC §8 unhandled UI error)", () => {
  it("sends the path, 'Name: message', the stack and the status", async () => {
    const gateway = new FakePageErrorGateway();
    const error = new TypeError("x is undefined");
    const result = await new ReportPageErrorUseCase(gateway).execute({ path: "/member/play?a=1", error, statusCode: 500 });
    expect(result.ok).toBe(true);
    expect(gateway.reports).toEqual([
      { path: "/member/play?a=1", message: "TypeError: x is undefined", stack: error.stack, statusCode: 500 },
    ]);
  });

  it("sends the same error on the same path once", async () => {
    const gateway = new FakePageErrorGateway();
    const report = new ReportPageErrorUseCase(gateway);
    await report.execute({ path: "/a", error: new Error("boom") });
    await report.execute({ path: "/a", error: new Error("boom") });
    await report.execute({ path: "/b", error: new Error("boom") });
    expect(gateway.reports.map((r) => r.path)).toEqual(["/a", "/b"]);
  });

  it("answers a failure as a value and never throws", async () => {
    const gateway = new FakePageErrorGateway();
    gateway.failing = true;
    expect((await new ReportPageErrorUseCase(gateway).execute({ path: "/", error: "x" })).ok).toBe(false);
    const throwing = { report: () => Promise.reject(new Error("offline")) };
    const result = await new ReportPageErrorUseCase(throwing).execute({ path: "/", error: "x" });
    expect(result).toMatchObject({ ok: false, error: { kind: "network", message: "offline" } });
  });
});

describe("pageErrorEvent", () => {
  it("cuts each field to the contract's limits", () => {
    const error = new Error("m".repeat(3000));
    error.stack = "s".repeat(30_000);
    const event = pageErrorEvent({ path: "/" + "p".repeat(3000), error });
    expect(event.path).toHaveLength(2000);
    expect(event.message).toHaveLength(2000);
    expect(event.stack).toHaveLength(20_000);
  });

  it("describes thrown values that are not errors, and drops a status the contract refuses", () => {
    expect(pageErrorEvent({ path: "/", error: "text", statusCode: 42 })).toEqual({
      path: "/",
      message: "text",
      stack: null,
      statusCode: null,
    });
    expect(pageErrorEvent({ path: "/", error: { code: 7 } }).message).toBe('{"code":7}');
    expect(pageErrorEvent({ path: "/", error: undefined }).message).toBe("undefined");
  });
});
