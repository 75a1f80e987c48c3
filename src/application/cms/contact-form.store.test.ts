import { describe, expect, it } from "vitest";
import { appError } from "../../ports/shared/app-error.port";
import { err } from "../../ports/shared/result.port";
import { ContactFormStore } from "./contact-form.store";
import { ContactFormUseCase } from "./contact-form.use-case";
import { CONTACT_FORM, FakeCmsGateway } from "./cms-test-doubles";

function setUp() {
  const gateway = new FakeCmsGateway();
  return { gateway, store: new ContactFormStore(new ContactFormUseCase(gateway)) };
}

const typed = { name: " Anna Lärare ", email: " anna@skola.se ", subject: "", message: " Hej! \n" };

describe("the contact form store", () => {
  it("loads the reseller's form once", async () => {
    const { gateway, store } = setUp();
    expect(store.definition("sli").kind).toBe("loading");
    await store.load("sli");
    await store.load("sli");
    expect(store.definition("sli")).toMatchObject({ kind: "ready", form: { resellerSlug: "sli", subjects: ["Övrigt"] } });
    expect(gateway.calls).toEqual(["contactForm sli"]);
  });

  it("sends the message trimmed, without a subject when none was chosen, to the form's reseller", async () => {
    const { gateway, store } = setUp();
    expect(await store.send("block-1", typed, CONTACT_FORM)).toBe(true);
    expect(gateway.submitted).toEqual([
      { resellerSlug: "member", name: "Anna Lärare", email: "anna@skola.se", subject: null, message: "Hej!" },
    ]);
    expect(store.sendState("block-1")).toEqual({ kind: "sent" });
    expect(store.sendState("block-2")).toEqual({ kind: "idle" });
  });

  it("sends nothing while a field is wrong (SPEC §5)", async () => {
    const { gateway, store } = setUp();
    expect(await store.send("block-1", { ...typed, email: "anna@" }, CONTACT_FORM)).toBe(false);
    expect(gateway.submitted).toEqual([]);
    expect(store.sendState("block-1")).toMatchObject({ kind: "failed", failure: { kind: "invalid", issues: [{ code: "EMAIL.INVALID" }] } });
  });

  it("keeps the server's refusal, with when to try again after a 429", async () => {
    const { gateway, store } = setUp();
    gateway.submitResult = err({ ...appError("rateLimited", {}, 429), retryAfterSeconds: 600 });
    await store.send("block-1", typed, CONTACT_FORM);
    expect(store.sendState("block-1")).toMatchObject({ kind: "failed", failure: { kind: "refused", error: { retryAfterSeconds: 600 } } });
    store.reset("block-1");
    expect(store.sendState("block-1")).toEqual({ kind: "idle" });
  });
});
