// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../fixtures/demo-accounts";
import { renderApp, renderSignedInApp } from "../app/render-app.test-helper";

function serviceCard(name: string): HTMLElement {
  const link = screen.getByRole("link", { name });
  const card = link.closest("li");
  if (card === null) throw new Error(`no card for ${name}`);
  return card;
}

describe("app start page", () => {
  it("lists the three apps in the fixed order Play, Boka, Bookcorner (SPEC §9)", async () => {
    await renderApp("/member/play");
    const list = screen.getByRole("heading", { name: "Tjänsterna i Skolmedia" }).nextElementSibling as HTMLElement;
    const names = within(list)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(["Play", "Boka", "Bookcorner"]);
  });

  it("marks every app as included for a licence 8 teacher (SPEC §6 licence mapping)", async () => {
    await renderSignedInApp("/member/play", DEMO_ACCOUNTS.teacher.email);
    for (const app of ["Play", "Boka", "Bookcorner"]) {
      expect(within(serviceCard(app)).getByText("Ingår i din licens")).toBeTruthy();
    }
  });

  it("marks only Play as included for a licence 2 student", async () => {
    await renderSignedInApp("/member/play", DEMO_ACCOUNTS.student.email);
    expect(within(serviceCard("Play")).getByText("Ingår i din licens")).toBeTruthy();
    expect(within(serviceCard("Boka")).getByText("Ingår inte i din licens")).toBeTruthy();
    expect(within(serviceCard("Bookcorner")).getByText("Ingår inte i din licens")).toBeTruthy();
  });

  it("shows no licence badge to a visitor", async () => {
    await renderApp("/member/play");
    expect(screen.queryByText("Ingår i din licens")).toBeNull();
    expect(screen.queryByText("Ingår inte i din licens")).toBeNull();
  });
});
