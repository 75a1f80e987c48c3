import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { emailChangeTransition, startEmailChange } from "./email-change";
import type { EmailChangeEvent } from "./email-change";
import { runTransitions } from "./transition";

const steps: EmailChangeEvent[] = [{ type: "SEND_CODE" }, { type: "CODE_ACCEPTED" }, { type: "SUBMIT_NEW_ADDRESS", email: "ny@skola.se" }];

describe("e-mail change (SPEC §4)", () => {
  it("goes code, new address, second code, success, and switches the address", () => {
    const run = runTransitions(emailChangeTransition, startEmailChange("gammal@skola.se"), [
      ...steps,
      { type: "SECOND_CODE_ACCEPTED", needsApproval: false },
    ]);
    expect(run.errors).toEqual([]);
    expect(run.state).toEqual({ step: "SUCCESS", currentEmail: "ny@skola.se", newEmail: null });
  });

  it("ends pending, keeping the old address, when the change needs approval", () => {
    const run = runTransitions(emailChangeTransition, startEmailChange("gammal@skola.se"), [
      ...steps,
      { type: "SECOND_CODE_ACCEPTED", needsApproval: true },
    ]);
    expect(run.state).toEqual({ step: "PENDING", currentEmail: "gammal@skola.se", newEmail: "ny@skola.se" });
  });

  it("refuses the current address again, whatever its case", () => {
    const state = runTransitions(emailChangeTransition, startEmailChange("Gammal@Skola.se"), steps.slice(0, 2)).state;
    expect(emailChangeTransition(state, { type: "SUBMIT_NEW_ADDRESS", email: " gammal@skola.SE " })).toMatchObject({
      ok: false,
      error: "EMAIL_CHANGE.SAME_ADDRESS",
    });
    expect(emailChangeTransition(state, { type: "SUBMIT_NEW_ADDRESS", email: "" })).toMatchObject({
      ok: false,
      error: "EMAIL_CHANGE.EMAIL_REQUIRED",
    });
  });

  it("refuses a step out of order", () => {
    expect(emailChangeTransition(startEmailChange("a@b.se"), { type: "CODE_ACCEPTED" })).toMatchObject({
      ok: false,
      error: "EMAIL_CHANGE.WRONG_STEP",
    });
  });

  it("can be cancelled before the end, not after", () => {
    const midway = runTransitions(emailChangeTransition, startEmailChange("a@b.se"), steps).state;
    expect(emailChangeTransition(midway, { type: "CANCEL" }).state).toEqual(startEmailChange("a@b.se"));
    const done = emailChangeTransition(midway, { type: "SECOND_CODE_ACCEPTED", needsApproval: false }).state;
    expect(emailChangeTransition(done, { type: "CANCEL" })).toMatchObject({ ok: false, error: "EMAIL_CHANGE.WRONG_STEP" });
  });

  it("only changes the address after both codes were accepted", () => {
    const event: fc.Arbitrary<EmailChangeEvent> = fc.oneof(
      fc.constantFrom<EmailChangeEvent>({ type: "SEND_CODE" }, { type: "CODE_ACCEPTED" }, { type: "CANCEL" }),
      fc.constantFrom("a@b.se", "c@d.se", "").map((email): EmailChangeEvent => ({ type: "SUBMIT_NEW_ADDRESS", email })),
      fc.boolean().map((needsApproval): EmailChangeEvent => ({ type: "SECOND_CODE_ACCEPTED", needsApproval })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        let state = startEmailChange("a@b.se");
        let codes = 0;
        for (const e of events) {
          const result = emailChangeTransition(state, e);
          if (result.ok && (e.type === "CODE_ACCEPTED" || e.type === "SECOND_CODE_ACCEPTED")) codes += 1;
          if (result.ok && e.type === "CANCEL") codes = 0;
          if (result.state.currentEmail !== "a@b.se") expect(codes).toBe(2);
          state = result.state;
        }
      }),
    );
  });
});
