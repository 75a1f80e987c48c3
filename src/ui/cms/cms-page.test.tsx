// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../fixtures/demo-accounts";
import { renderApp, renderSignedInApp } from "../app/render-app.test-helper";

afterEach(cleanup);

async function openPage(path: string) {
  const app = await renderApp(path);
  await screen.findByTestId("cms-page");
  // The blocks below the page's top come in a render of their own once the browser is idle (cms-blocks.tsx).
  await waitFor(() => expect(screen.queryByTestId("cms-blocks-pending")).toBeNull());
  return app;
}

describe("a CMS page (SPEC §2 /{reseller}/pages/{pageSlug}, §3 block kinds)", () => {
  it("shows every block kind of the showcase page", async () => {
    const { container } = await openPage("/member/pages/alla-block");
    expect(screen.getByRole("heading", { level: 1, name: "Alla block på en sida" })).toBeTruthy();
    // SLIDESHOW (several on the page), TEXT, IMAGE_TEXT, IMAGE, CODE
    expect(screen.getAllByRole("region", { name: "Bildspel" }).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByRole("heading", { name: "Textruta" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Bild till vänster" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Bokhyllor fulla med filmer och böcker" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Egen HTML" })).toBeTruthy();
    // FORM
    expect(await screen.findByRole("textbox", { name: /Namn/ }, { timeout: 5000 })).toBeTruthy();
    // FEATURED_COLLECTIONS, SERIES, RECENTLY_VIEWED_COLLECTIONS
    expect(screen.getByRole("link", { name: "Rymden och universum" }).getAttribute("href")).toBe("/member/collections/1");
    expect(screen.getByRole("link", { name: "Djuren i fjällen" }).getAttribute("href")).toBe("/member/play/series/1-djuren-i-fjallen");
    expect(screen.getByRole("heading", { name: "Senast visade samlingar" })).toBeTruthy();
    expect(screen.getByText("Logga in för att se samlingarna du senast har tittat på.")).toBeTruthy();
    // Issue 8: the CODE block's script and onerror handler are gone before they reach the page.
    expect(container.querySelector("main script")).toBeNull();
    expect(container.querySelector("main [onerror]")).toBeNull();
  });

  it("shows primary links before secondary ones, whatever order they are stored in (SPEC §3)", async () => {
    await openPage("/member/pages/alla-block");
    const header = screen.getByRole("region", { name: "Alla block på en sida" });
    expect(
      within(header)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Kom igång", "Läs om oss"]);
  });

  it("fetches the top picture at once and every picture below it lazily, each with its size set", async () => {
    await openPage("/member/pages/kom-igang");
    const pictures = [...document.querySelectorAll<HTMLImageElement>("main img")];
    expect(pictures[0]?.getAttribute("loading")).toBe("eager");
    expect(pictures[0]?.getAttribute("fetchpriority")).toBe("high");
    expect(pictures.slice(1).every((img) => img.getAttribute("loading") === "lazy")).toBe(true);
    expect(pictures.every((img) => img.getAttribute("width") && img.getAttribute("height"))).toBe(true);
    const sources = [...document.querySelectorAll("main picture source")].map((source) => source.getAttribute("type"));
    expect(sources).toContain("image/avif");
    expect(sources).toContain("image/webp");
  });

  it("takes its document title and description from the page metadata", async () => {
    await openPage("/member/pages/kom-igang");
    await waitFor(() => expect(document.title).toBe("Kom igång – Skolmedia"));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      "Tre steg till din första lektion med film.",
    );
  });

  it("shows the access-denied view to a visitor on a page for logged-in users, with the way to log in (SPEC §6)", async () => {
    await renderApp("/member/pages/for-larare");
    expect(await screen.findByRole("heading", { level: 1, name: "Du har inte behörighet till den här sidan" })).toBeTruthy();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Logga in" }).getAttribute("href")).toBe(
      "/member/login?next=%2Fmember%2Fpages%2Ffor-larare",
    );
  });

  it("shows that page to a signed-in teacher", async () => {
    await renderSignedInApp("/member/pages/for-larare", DEMO_ACCOUNTS.teacher.email);
    expect(await screen.findByRole("heading", { level: 1, name: "Tips för lärare" })).toBeTruthy();
    expect(await screen.findByText("Du har inte tittat på några samlingar än.")).toBeTruthy();
  });

  it("shows the not-found page for an unknown page and for a page never published", async () => {
    for (const path of ["/member/pages/finns-inte", "/member/pages/hostlov-2026"]) {
      await renderApp(path);
      expect(await screen.findByRole("heading", { level: 1, name: "Vi kan inte hitta någon sida med den adressen!" })).toBeTruthy();
      cleanup();
    }
  });

  it("shows a promotion page at /promo/{pageSlug}", async () => {
    await openPage("/promo/kom-igang");
    expect(screen.getByRole("heading", { level: 1, name: "Kom igång med Skolmedia" })).toBeTruthy();
  });
});

describe("the slideshow (SPEC §3 Slide, §9 carousel)", () => {
  it("moves to the next slide by button and by arrow key, and says which slide shows", async () => {
    const { user } = await openPage("/member/pages/alla-block");
    const slideshow = screen.getAllByRole("region", { name: "Bildspel" })[0] as HTMLElement;
    expect(within(slideshow).getByText("Bild 1 av 2")).toBeTruthy();
    await user.click(within(slideshow).getByRole("button", { name: "Nästa bild" }));
    expect(within(slideshow).getByText("Bild 2 av 2")).toBeTruthy();
    await user.keyboard("{ArrowRight}");
    expect(within(slideshow).getByText("Bild 1 av 2")).toBeTruthy();
    await user.keyboard("{ArrowLeft}");
    expect(within(slideshow).getByText("Bild 2 av 2")).toBeTruthy();
  });

  it("keeps slides out of view out of reach, and offers a pause control", async () => {
    const { user } = await openPage("/member/pages/alla-block");
    const slideshow = screen.getAllByRole("region", { name: "Bildspel" })[0] as HTMLElement;
    const [first, second] = within(slideshow).getAllByRole("group", { hidden: true });
    expect(first?.hasAttribute("inert")).toBe(false);
    expect(second?.hasAttribute("inert")).toBe(true);
    await user.click(within(slideshow).getByRole("button", { name: "Pausa bildspelet" }));
    expect(within(slideshow).getByRole("button", { name: "Spela bildspelet" })).toBeTruthy();
  });

  it("shows a single slide without controls", async () => {
    await openPage("/member/pages/alla-block");
    const low = screen.getByRole("heading", { name: "Låg bildspelshöjd" }).closest("section") as HTMLElement;
    expect(within(low).queryByRole("button", { name: "Nästa bild" })).toBeNull();
  });
});

describe("the contact form block (SPEC §5)", () => {
  async function openForm() {
    const app = await openPage("/member/pages/om-oss");
    await screen.findByRole("textbox", { name: /Namn/ }, { timeout: 5000 });
    return app;
  }

  it("shows a field's message once it is touched and wrong, not before", async () => {
    const { user } = await openForm();
    const email = screen.getByRole("textbox", { name: /E-postadress/ });
    expect(screen.queryByText("Ange en giltig e-postadress.")).toBeNull();
    await user.type(email, "anna@");
    await user.tab();
    expect(await screen.findByText("Ange en giltig e-postadress.")).toBeTruthy();
  });

  it("sends nothing with empty fields and puts focus on the first wrong one", async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole("button", { name: "Skicka" }));
    expect(screen.getByText("Du måste ange ditt namn.")).toBeTruthy();
    expect(screen.getByText("Du måste skriva ett meddelande.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /Namn/ }));
  });

  it("sends the message with a chosen subject and says so", async () => {
    const { user } = await openForm();
    await user.type(screen.getByRole("textbox", { name: /Namn/ }), "Anna Lärare");
    await user.type(screen.getByRole("textbox", { name: /E-postadress/ }), "anna@skola.se");
    await user.selectOptions(screen.getByRole("combobox", { name: /Ämne/ }), "Licens och avtal");
    await user.type(screen.getByRole("textbox", { name: /Meddelande/ }), "Hur förnyar vi licensen?");
    await user.click(screen.getByRole("button", { name: "Skicka" }));
    expect(await screen.findByText("Tack! Ditt meddelande har skickats. Vi svarar så snart vi kan.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Skriv ett nytt meddelande" }));
    expect((screen.getByRole("textbox", { name: /Namn/ }) as HTMLInputElement).value).toBe("");
  });

  it("says when to try again after too many messages, and keeps what was typed", async () => {
    const { user } = await openForm();
    const send = async () => {
      await user.click(screen.getByRole("button", { name: "Skicka" }));
    };
    await user.type(screen.getByRole("textbox", { name: /Namn/ }), "Anna");
    await user.type(screen.getByRole("textbox", { name: /E-postadress/ }), "anna@skola.se");
    await user.type(screen.getByRole("textbox", { name: /Meddelande/ }), "Hej");
    for (let sent = 0; sent < 5; sent += 1) {
      await send();
      await user.click(await screen.findByRole("button", { name: "Skriv ett nytt meddelande" }));
      await user.type(screen.getByRole("textbox", { name: /Namn/ }), "Anna");
      await user.type(screen.getByRole("textbox", { name: /E-postadress/ }), "anna@skola.se");
      await user.type(screen.getByRole("textbox", { name: /Meddelande/ }), "Hej");
    }
    await act(send);
    const message = await screen.findByText("Du har skickat många meddelanden på kort tid. Försök igen om 15 minuter.");
    expect(message.getAttribute("role")).toBe("alert");
    expect((screen.getByRole("textbox", { name: /Meddelande/ }) as HTMLTextAreaElement).value).toBe("Hej");
  });
});
