import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.port";
import type { MailMessage } from "../mail/mailer.port";
import { OutboxMailer } from "../mail/outbox.mailer";
import { createTestApp, type TestApp } from "../testing/test-app";
import { DEFAULT_LOGIN_LIMITS } from "./login-throttle";
import { PASSCODE_MAX_ATTEMPTS } from "./passcode.repository";

const OPEN = { max: 1_000_000, windowMs: 60_000 };
const GUESSES = 40;

/** An outbox whose sending waits until the test opens the gate. */
class GatedOutbox extends OutboxMailer {
  private open!: () => void;
  readonly gate = new Promise<void>((resolve) => (this.open = resolve));
  fail = false;
  constructor(db: Database) {
    super(db);
  }
  release(): void {
    this.open();
  }
  override async send(message: MailMessage): Promise<void> {
    await this.gate;
    if (this.fail) throw new Error("SMTP down");
    await super.send(message);
  }
}

describe("e-mail passcode hardening", () => {
  let t: TestApp;
  let outbox: GatedOutbox;
  const send = (email: string, address = "198.51.100.1") =>
    t.app.inject({ method: "POST", url: "/v1/me/send-email-passcode", payload: { email }, remoteAddress: address });
  const codeFor = async (to: string) => /\b(\d{6})\b/.exec((await t.mailer.list()).find((entry) => entry.to === to)?.text ?? "")?.[1] ?? "";
  beforeAll(async () => {
    // The login throttles are opened wide: these tests are about the code's own attempt limit.
    t = await createTestApp({
      loginLimits: { account: OPEN, address: OPEN, passcodeSend: OPEN, passcodeSendAddress: OPEN },
      mailer: (db) => (outbox = new GatedOutbox(db)),
    });
  });
  afterAll(async () => {
    outbox.release();
    await t.close();
  });

  it("answers 204 for a known e-mail before the mail is sent (same as for an unknown one)", async () => {
    expect((await send("admin@skolmedia.test")).statusCode).toBe(204);
    expect((await send("ingen.sadan@skolmedia.test")).statusCode).toBe(204);
    expect(await t.mailer.list()).toHaveLength(0);
    outbox.release();
    await t.app.whenIdle();
    expect((await t.mailer.list()).map((entry) => entry.to)).toEqual(["admin@skolmedia.test"]);
  });

  it("still answers 204 when sending fails (the failure is logged, not shown)", async () => {
    outbox.fail = true;
    try {
      expect((await send("larare@skolmedia.test")).statusCode).toBe(204);
      await t.app.whenIdle();
    } finally {
      outbox.fail = false;
    }
  });

  it(`records at most ${PASSCODE_MAX_ATTEMPTS} attempts on one code when ${GUESSES} guesses arrive at once`, async () => {
    await send("elev@skolmedia.test");
    await t.app.whenIdle();
    const code = await codeFor("elev@skolmedia.test");
    const wrong = Array.from({ length: GUESSES }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const responses = await Promise.all(
      wrong.map((guess, i) =>
        t.app.inject({
          method: "POST",
          url: "/api-token-auth",
          payload: { email: "elev@skolmedia.test", code: guess },
          remoteAddress: `10.1.0.${i}`,
        }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 401)).toBe(true);
    const { rows } = await t.db.query<{ attempts: number }>(
      "SELECT attempts FROM email_passcodes p JOIN users u ON u.id = p.user_id WHERE u.email = 'elev@skolmedia.test'",
      [],
    );
    expect(rows.map((row) => row.attempts)).toEqual([PASSCODE_MAX_ATTEMPTS]);
    const right = await t.app.inject({ method: "POST", url: "/api-token-auth", payload: { email: "elev@skolmedia.test", code } });
    expect(right.statusCode).toBe(401);
  });
});

describe("passcode e-mails per client address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it(`refuses the e-mail past ${DEFAULT_LOGIN_LIMITS.passcodeSendAddress.max} from one address, whatever the e-mails`, async () => {
    const max = DEFAULT_LOGIN_LIMITS.passcodeSendAddress.max;
    const send = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/v1/me/send-email-passcode",
        payload: { email: `person${i}@skolmedia.test` },
        remoteAddress: "203.0.113.77",
      });
    for (let i = 0; i < max; i += 1) expect((await send(i)).statusCode).toBe(204);
    const refused = await send(max);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
