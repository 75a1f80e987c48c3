// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { RootStore } from "../../../application/root.store";
import { NETWORK_MESSAGES } from "../../../domain/notices/network-status";
import { renderApp } from "../../app/render-app.test-helper";
import en from "../i18n/en.json";
import sv from "../i18n/sv.json";

afterEach(cleanup);

const INFO_STRIP = /Nytt denna termin/;

/** The memory backend's probe behind the network store (private to the store; the UI never sees adapters). */
function probeOf(root: RootStore): { online: boolean } {
  return (root.network as unknown as { probe: { online: boolean } }).probe;
}

describe("alert strips (SPEC §3, §4)", () => {
  it("shows the reseller's current strips under the header, each with its kind and 'Stäng rutan'", async () => {
    await renderApp("/member/play");
    const region = await screen.findByRole("region", { name: "Viktiga meddelanden" });
    const info = within(region).getByText(INFO_STRIP).closest("[data-kind]") as HTMLElement;
    expect(info.getAttribute("data-kind")).toBe("INFO");
    expect(info.getAttribute("role")).toBe("status");
    expect(info.textContent).toContain("Information:");
    expect(
      within(info)
        .getByRole("link", { name: /Läs mer/ })
        .getAttribute("target"),
    ).toBe("_blank");
    // The strip comes after the header, before the main content.
    expect(screen.getByRole("banner").compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The seeded strips due now: INFO, COOKIE and WARNING (the DANGER one is later, NETWORK expired).
    expect([...region.querySelectorAll("[data-kind]")].map((el) => el.getAttribute("data-kind"))).toEqual(["INFO", "COOKIE", "WARNING"]);
    expect(within(region).getAllByRole("button", { name: "Stäng rutan" })).toHaveLength(3);
  });

  it("hides a dismissed strip, moves focus to the next close button, and keeps it dismissed", async () => {
    const app = await renderApp("/member/play");
    const region = await screen.findByRole("region", { name: "Viktiga meddelanden" });
    const [first, second] = within(region).getAllByRole("button", { name: "Stäng rutan" });
    await app.user.click(first!);
    expect(screen.queryByText(INFO_STRIP)).toBeNull();
    expect(document.activeElement).toBe(second);
    await act(() => app.router.navigate("/member/boka"));
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Stäng rutan" })).toHaveLength(2));
    expect(screen.queryByText(INFO_STRIP)).toBeNull();
  });

  it("moves focus to the main content when the last strip is dismissed", async () => {
    const app = await renderApp("/member/play");
    for (let left = 3; left > 0; left -= 1) {
      const [button] = await screen.findAllByRole("button", { name: "Stäng rutan" });
      await app.user.click(button!);
    }
    expect(screen.queryByRole("region", { name: "Viktiga meddelanden" })).toBeNull();
    expect(document.activeElement?.id).toBe("main-content");
  });

  it("fetches and shows no strips on the cached home route / (SPEC §2)", async () => {
    const app = await renderApp("/");
    await act(async () => undefined);
    expect(screen.queryByRole("region", { name: "Viktiga meddelanden" })).toBeNull();
    expect(app.root.alerts.strips).toEqual([]);
  });
});

describe("toasts (SPEC §3, §4, §8)", () => {
  it("shows sanitised HTML politely, with links and without anything that runs code", async () => {
    const app = await renderApp("/member/play");
    act(() => void app.root.toasts.show('Sparat i <a href="/member/play" onclick="alert(1)">Play</a><img src=x onerror="alert(1)">'));
    // The sanitiser is fetched with the first HTML toast (toaster.tsx): the text joins the live region then.
    const status = await waitFor(() => {
      const found = screen
        .getAllByRole("status")
        .find((el) => el.getAttribute("aria-live") === "polite" && el.textContent?.includes("Sparat"));
      expect(found).toBeTruthy();
      return found;
    });
    const link = within(status!).getByRole("link", { name: "Play" });
    expect(link.getAttribute("onclick")).toBeNull();
    expect(status!.querySelector("img")).toBeNull();
  });

  it("announces an error at once and closes it with the button labelled as closing the message", async () => {
    const app = await renderApp("/member/play");
    act(() => void app.root.toasts.showError(null));
    const alert = screen.getAllByRole("alert").find((el) => el.textContent?.includes("Något gick fel"));
    expect(alert?.getAttribute("aria-live")).toBe("assertive");
    await app.user.click(within(alert!).getByRole("button", { name: "Stäng meddelandet" }));
    expect(app.root.toasts.toasts[0]?.hidden).toBe(true);
  });

  it("shows an error body's text as text, not as HTML", async () => {
    const app = await renderApp("/member/play");
    act(() => void app.root.toasts.showError({ description: "<b>fel</b>" }));
    expect(screen.getByText("<b>fel</b>")).toBeTruthy();
  });
});

describe("network strips (SPEC §4, §8)", () => {
  it("shows 'Frånkopplad från nätverket!' as an alert after a failed poll, then the way back", async () => {
    const app = await renderApp("/member/play");
    probeOf(app.root).online = false;
    await act(() => app.root.network.poll());
    const lost = screen.getAllByRole("alert").find((el) => el.textContent === "Frånkopplad från nätverket!");
    expect(lost).toBeTruthy();
    await act(() => app.root.network.poll());
    expect(screen.getByText("Kan inte ansluta till internet!")).toBeTruthy();
    probeOf(app.root).online = true;
    await act(() => app.root.network.poll());
    const back = screen.getAllByRole("status").find((el) => el.textContent === "Din internetanslutning är tillbaka!");
    expect(back).toBeTruthy();
  });

  it("has the SPEC's English texts and the domain's Swedish ones", () => {
    for (const [key, text] of Object.entries(NETWORK_MESSAGES)) {
      const [, name] = key.split(".") as [string, keyof typeof sv.notices.NETWORK];
      expect(sv.notices.NETWORK[name]).toBe(text.sv);
      expect(en.notices.NETWORK[name]).toBe(text.en);
    }
  });
});
