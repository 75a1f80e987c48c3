import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { APP_ORDER, appsForLicence, isAppSlug, licenceIncludesApp } from "./licence";

describe("appsForLicence", () => {
  it("maps each licence of SPEC §6 to its apps in the fixed app order", () => {
    expect(appsForLicence(1)).toEqual([]);
    expect(appsForLicence(2)).toEqual(["play"]);
    expect(appsForLicence(3)).toEqual(["lashornan"]);
    expect(appsForLicence(4)).toEqual(["boka"]);
    expect(appsForLicence(5)).toEqual(["play", "lashornan"]);
    expect(appsForLicence(6)).toEqual(["play", "boka"]);
    expect(appsForLicence(7)).toEqual(["boka", "lashornan"]);
    expect(appsForLicence(8)).toEqual(["play", "boka", "lashornan"]);
  });

  it("grants nothing for unknown licence numbers", () => {
    for (const licence of [0, -1, 9, 100, 2.5, Number.NaN]) expect(appsForLicence(licence)).toEqual([]);
  });

  it("lists Play for 2, 5, 6, 8, Book Corner for 3, 5, 7, 8 and Boka for 4, 6, 7, 8", () => {
    const holders = (app: (typeof APP_ORDER)[number]) =>
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((licence) => licenceIncludesApp(licence, app));
    expect(holders("play")).toEqual([2, 5, 6, 8]);
    expect(holders("lashornan")).toEqual([3, 5, 7, 8]);
    expect(holders("boka")).toEqual([4, 6, 7, 8]);
  });

  it("agrees with licenceIncludesApp for every licence and app", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), fc.constantFrom(...APP_ORDER), (licence, app) => {
        expect(appsForLicence(licence).includes(app)).toBe(licenceIncludesApp(licence, app));
      }),
    );
  });

  it("returns apps in the fixed order Play, Boka, Book Corner without repeats", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), (licence) => {
        const apps = appsForLicence(licence);
        // SPEC §9: "Apps in fixed order: Play, Boka, Bookcorner".
        const positions = apps.map((app) => ["play", "boka", "lashornan"].indexOf(app));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(new Set(apps).size).toBe(apps.length);
      }),
    );
  });
});

describe("isAppSlug", () => {
  it("knows the three apps by the slugs the calls use (SPEC §1: Book Corner is lashornan)", () => {
    for (const app of ["play", "boka", "lashornan"]) expect(isAppSlug(app)).toBe(true);
  });

  it("refuses other words, other spellings and nothing", () => {
    for (const slug of ["bookcorner", "Play", " play", "settings", "", null, undefined]) expect(isAppSlug(slug)).toBe(false);
  });
});
