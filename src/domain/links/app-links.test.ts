import { describe, expect, it } from "vitest";
import { playPath } from "../routing/app-routes";
import { appLinks } from "./app-links";

describe("appLinks", () => {
  it("links the apps in the fixed order Play, Boka, Bookcorner to their start pages (SPEC §2, §9)", () => {
    expect(appLinks("member")).toEqual([
      { app: "play", path: "/member/play" },
      { app: "boka", path: "/member/boka" },
      { app: "lashornan", path: "/member/lashornan" },
    ]);
  });

  it("gives Play the same address as playPath, where a logged-in user lands", () => {
    for (const reseller of ["member", "sli", null, "Not A Slug"]) expect(appLinks(reseller)[0]?.path).toBe(playPath(reseller));
  });
});
