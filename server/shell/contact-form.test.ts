import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CONTACT_FORM, demoContactAddress } from "../../src/fixtures/demo-shell";
import { createTestApp, type TestApp } from "../testing/test-app";
import { CONTACT_FORM_LIMIT } from "./contact-form.service";

describe("the contact form block (issue 8)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  let nextAddress = 1;
  const send = async (body: unknown, remoteAddress = `10.0.0.${nextAddress++}`) =>
    t.app.inject({ method: "POST", url: "/v1/forms/contact", payload: body as object, remoteAddress });
  const valid = { name: "Anna Lärare", email: "anna@skola.test", message: "Hur förlänger vi licensen?" };

  it("GET answers the reseller's form without its contact address", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/cms/forms/contact?reseller=sli" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ resellerSlug: "sli", ...DEMO_CONTACT_FORM });
  });

  it("GET falls back to member for an unknown, badly formed or absent reseller (SPEC §1)", async () => {
    for (const query of ["?reseller=okand", "?reseller=NOT%20A%20SLUG!", ""]) {
      const response = await t.app.inject({ method: "GET", url: `/v1/cms/forms/contact${query}` });
      expect(response.statusCode, query).toBe(200);
      expect(response.json().resellerSlug, query).toBe("member");
    }
  });

  it("mails a sent message to the reseller's contact address and stores it", async () => {
    const body = { ...valid, resellerSlug: "kulturskolan-nord", subject: DEMO_CONTACT_FORM.subjects[1] };
    const response = await send(body);
    expect(response.statusCode).toBe(204);
    const mail = (await t.mailer.list()).find((entry) => entry.to === demoContactAddress("kulturskolan-nord"));
    expect(mail?.subject).toBe(`Kontaktformulär: ${DEMO_CONTACT_FORM.subjects[1]} från Anna Lärare`);
    expect(mail?.text).toContain("anna@skola.test");
    expect(mail?.text).toContain(valid.message);
    const { rows } = await t.db.query<{ recipient: string; subject: string }>(
      "SELECT recipient, subject FROM contact_messages WHERE reseller_slug = 'kulturskolan-nord'",
      [],
    );
    expect(rows).toEqual([{ recipient: demoContactAddress("kulturskolan-nord"), subject: DEMO_CONTACT_FORM.subjects[1] }]);
  });

  it("sends to member's address for an unknown reseller and keeps a header on one line", async () => {
    expect((await send({ ...valid, resellerSlug: "okand", name: "A\r\nBcc: x@y.test" })).statusCode).toBe(204);
    const mail = (await t.mailer.list()).find((entry) => entry.to === demoContactAddress("member"));
    expect(mail?.subject).toBe("Kontaktformulär: Meddelande från A Bcc: x@y.test");
  });

  it("refuses a request the contract refuses, and a subject that is not one of the form's", async () => {
    for (const body of [{}, { ...valid, email: "inte-en-adress" }, { ...valid, message: "" }, { ...valid, message: "x".repeat(5001) }]) {
      expect((await send(body)).statusCode).toBe(400);
    }
    const response = await send({ ...valid, subject: "Något annat" });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("REQUEST.VALIDATION");
  });

  it("answers 429 with Retry-After past the limit per client address", async () => {
    for (let i = 0; i < CONTACT_FORM_LIMIT.max; i++) expect((await send(valid, "10.9.9.9")).statusCode).toBe(204);
    const blocked = await send(valid, "10.9.9.9");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("REQUEST.RATE_LIMITED");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await send(valid, "10.9.9.10")).statusCode).toBe(204);
  });
});
