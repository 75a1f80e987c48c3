// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../fixtures/demo-accounts";
import { renderApp, renderSignedInApp } from "../app/render-app.test-helper";

afterEach(cleanup);

describe("app start page (SPEC §2 /{reseller}/{appSlug}, from the app page data)", () => {
  it("opens Play with its slideshow, the first slide's picture fetched at once", async () => {
    await renderApp("/member/play");
    await screen.findByTestId("app-start-page");
    const slideshow = screen.getByRole("region", { name: "Bildspel" });
    expect(within(slideshow).getByText("Bild 1 av 3")).toBeTruthy();
    expect(within(slideshow).getByRole("heading", { name: "Välkommen till Play" })).toBeTruthy();
    expect(within(slideshow).getByRole("button", { name: "Pausa bildspelet" })).toBeTruthy();
    expect(slideshow.querySelector("img")?.getAttribute("fetchpriority")).toBe("high");
  });

  it("shows the featured collections, toplists marked, linking to each collection", async () => {
    await renderApp("/member/play");
    await screen.findByTestId("app-start-page");
    // Below the slideshow: it comes in a render of its own once the browser is idle (cms-blocks.tsx).
    const featured = await screen.findByRole("region", { name: "Utvalda samlingar" });
    expect(within(featured).getByRole("link", { name: "Rymden och universum" }).getAttribute("href")).toBe("/member/collections/1");
    const toplist = within(featured).getByRole("link", { name: "Topplistan i Play" }).closest("li") as HTMLElement;
    expect(within(toplist).getByText("Topplista")).toBeTruthy();
    expect(within(toplist).getByText("10 titlar")).toBeTruthy();
  });

  it("names the page from the app's metadata, with a hidden h1", async () => {
    await renderApp("/member/lashornan");
    await screen.findByTestId("app-start-page");
    expect(screen.getByRole("heading", { level: 1, name: "Läshörnan – e-böcker och ljudböcker" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Läshörnan – e-böcker och ljudböcker – Skolmedia"));
  });

  it("adds the reader's recently viewed collections once signed in", async () => {
    await renderSignedInApp("/member/play", DEMO_ACCOUNTS.teacher.email);
    await screen.findByTestId("app-start-page");
    expect(await screen.findByRole("heading", { name: "Senast visade samlingar" })).toBeTruthy();
  });

  it("answers an unknown app with the not-found page", async () => {
    await renderApp("/member/finns-inte");
    expect(await screen.findByRole("heading", { level: 1, name: "Vi kan inte hitta någon sida med den adressen!" })).toBeTruthy();
  });
});
