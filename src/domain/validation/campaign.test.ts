import { describe, expect, it } from "vitest";
import {
  CAMPAIGN_TEST_ACCOUNT_READ_ONLY_FIELDS,
  canResetPassword,
  validateCampaignCode,
  validateCampaignTestAccount,
  type CampaignTestAccountInput,
} from "./campaign";
import { issueCodes } from "./validation-result";

const complete: CampaignTestAccountInput = {
  firstName: "Kim",
  lastName: "Berg",
  profession: "Lärare",
  mobile: "+46 70 123 45 67",
  school: "Byskolan",
  city: "Umeå",
  municipality: "Umeå",
  password: "Kampanj-2026",
  confirmation: "Kampanj-2026",
};

describe("validateCampaignCode", () => {
  it("requires a campaign code", () => {
    expect(issueCodes(validateCampaignCode(""))).toEqual(["CAMPAIGN_CODE.REQUIRED"]);
    expect(issueCodes(validateCampaignCode(null))).toEqual(["CAMPAIGN_CODE.REQUIRED"]);
    expect(validateCampaignCode("VT26").ok).toBe(true);
  });
});

describe("validateCampaignTestAccount", () => {
  it("accepts a complete test account", () => {
    expect(validateCampaignTestAccount(complete)).toEqual({ ok: true, issues: [] });
  });

  it("requires every field of SPEC §5", () => {
    const empty = Object.fromEntries(Object.keys(complete).map((key) => [key, ""])) as unknown as CampaignTestAccountInput;
    expect(validateCampaignTestAccount(empty).issues.map((i) => i.field)).toEqual([
      "firstName",
      "lastName",
      "profession",
      "school",
      "city",
      "municipality",
      "mobile",
      "password",
      "confirmation",
    ]);
  });

  it("requires a valid mobile number and a matching confirmation", () => {
    expect(issueCodes(validateCampaignTestAccount({ ...complete, mobile: "12" }))).toEqual(["MOBILE.INVALID"]);
    expect(issueCodes(validateCampaignTestAccount({ ...complete, confirmation: "Kampanj-2025" }))).toEqual([
      "PASSWORD_CONFIRMATION.MISMATCH",
    ]);
  });

  it("applies the default password rule", () => {
    expect(issueCodes(validateCampaignTestAccount({ ...complete, password: "kampanj", confirmation: "kampanj" }))).toEqual([
      "PASSWORD.TOO_SHORT",
      "PASSWORD.NO_UPPERCASE",
      "PASSWORD.NO_DIGIT_OR_SPECIAL",
    ]);
  });

  it("keeps the e-mail read-only", () => {
    expect(CAMPAIGN_TEST_ACCOUNT_READ_ONLY_FIELDS).toEqual(["email"]);
  });
});

describe("canResetPassword", () => {
  it("refuses a password reset for a campaign test user only", () => {
    expect(canResetPassword({ isCampaignTestUser: true })).toBe(false);
    expect(canResetPassword({ isCampaignTestUser: false })).toBe(true);
  });
});
