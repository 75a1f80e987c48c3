import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  activationPath,
  isLoginPath,
  loginPath,
  logoutPath,
  nextParam,
  notFoundPath,
  profilesPath,
  resetPasswordPath,
  setPasswordPath,
  settingsPath,
  signupPath,
  signupSuccessPath,
  studentAdminPath,
} from "./account-routes";

describe("login and signup paths", () => {
  it("are reseller-prefixed for member and root", () => {
    expect(loginPath("member")).toBe("/member/login");
    expect(loginPath("root")).toBe("/root/login");
    expect(signupPath("member")).toBe("/member/signup");
    expect(signupPath("root")).toBe("/root/signup");
  });

  it("are plain for any other reseller", () => {
    expect(loginPath("sli")).toBe("/login");
    expect(signupPath("kommunen")).toBe("/signup");
  });

  it("use member when no reseller is given", () => {
    expect(loginPath(null)).toBe("/member/login");
  });

  it("carry next URL-encoded", () => {
    expect(loginPath("member", "/member/play/search?q=ö&page=2")).toBe(
      "/member/login?next=%2Fmember%2Fplay%2Fsearch%3Fq%3D%C3%B6%26page%3D2",
    );
    expect(loginPath("sli", "")).toBe("/login");
  });

  it("give next back unchanged", () => {
    fc.assert(
      fc.property(fc.constantFrom("member", "root", "sli"), fc.string({ minLength: 1, unit: "grapheme" }), (reseller, next) => {
        expect(nextParam(loginPath(reseller, next))).toBe(next);
      }),
    );
  });
});

describe("account page paths", () => {
  it("follow the route table", () => {
    expect(notFoundPath("member")).toBe("/member/404");
    expect(signupSuccessPath("sli")).toBe("/sli/signup-success");
    expect(signupSuccessPath("sli", true)).toBe("/sli/signup-success?grantlist=true");
    expect(activationPath("sli")).toBe("/sli/activate-account");
    expect(setPasswordPath("member")).toBe("/member/set-password");
    expect(resetPasswordPath("member")).toBe("/member/reset-password");
    expect(logoutPath("member", "/member/settings")).toBe("/member/logout?next=%2Fmember%2Fsettings");
    expect(settingsPath("root")).toBe("/root/settings");
    expect(studentAdminPath("member")).toBe("/member/administrate-students");
    expect(profilesPath()).toBe("/profiles");
    expect(profilesPath("/member/play")).toBe("/profiles?next=%2Fmember%2Fplay");
  });
});

describe("isLoginPath", () => {
  it("recognises both login forms", () => {
    expect(isLoginPath("/login")).toBe(true);
    expect(isLoginPath("/member/login?next=%2F")).toBe(true);
    expect(isLoginPath("/member/login/")).toBe(true);
    expect(isLoginPath("/member/pages/login")).toBe(false);
    expect(isLoginPath("/member/loginx")).toBe(false);
  });
});
