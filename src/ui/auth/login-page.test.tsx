// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../fixtures/demo-accounts";
import { renderApp } from "../app/render-app.test-helper";

afterEach(cleanup);

const { teacher, profiler, inactiveTeacher } = DEMO_ACCOUNTS;

function fields() {
  return {
    email: screen.getByLabelText(/^E-postadress/) as HTMLInputElement,
    password: screen.getByLabelText(/^Lösenord/) as HTMLInputElement,
    submit: screen.getByRole("button", { name: "Logga in" }),
  };
}

async function logIn(app: Awaited<ReturnType<typeof renderApp>>, email: string, password = DEMO_PASSWORD) {
  const f = fields();
  await app.user.type(f.email, email);
  await app.user.type(f.password, password);
  await app.user.click(f.submit);
}

describe("login page (SPEC §5 fields)", () => {
  it("shows neither style nor message before a field is touched", async () => {
    await renderApp("/member/login");
    const { email, password } = fields();
    expect(email.hasAttribute("aria-invalid")).toBe(false);
    expect(email.hasAttribute("data-valid")).toBe(false);
    expect(password.hasAttribute("aria-invalid")).toBe(false);
    expect(screen.queryByText("Ange en giltig e-postadress.")).toBeNull();
  });

  it("names the page in the document title", async () => {
    await renderApp("/member/login");
    expect(document.title).toBe("Logga in – Skolmedia");
  });

  it("shows the invalid style and message once a field is touched and in error", async () => {
    const app = await renderApp("/member/login");
    await app.user.type(fields().email, "fel");
    await app.user.tab();
    expect(fields().email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Ange en giltig e-postadress.")).toBeTruthy();
  });

  it("shows the valid style once a field is touched without error", async () => {
    const app = await renderApp("/member/login");
    await app.user.type(fields().email, teacher.email);
    await app.user.tab();
    expect(fields().email.hasAttribute("data-valid")).toBe(true);
    expect(fields().email.hasAttribute("aria-invalid")).toBe(false);
  });

  it("marks both empty fields on submit and moves focus to the first", async () => {
    const app = await renderApp("/member/login");
    await app.user.click(fields().submit);
    expect(screen.getByText("Du måste ange en e-postadress.")).toBeTruthy();
    expect(screen.getByText("Du måste ange ett lösenord.")).toBeTruthy();
    expect(document.activeElement).toBe(fields().email);
    expect(app.root.session.isLoggedIn).toBe(false);
  });

  it("shows and hides the password with the toggle", async () => {
    const app = await renderApp("/member/login");
    expect(fields().password.getAttribute("type")).toBe("password");
    await app.user.click(screen.getByRole("button", { name: "Visa lösenord" }));
    expect(fields().password.getAttribute("type")).toBe("text");
    const hide = screen.getByRole("button", { name: "Dölj lösenord" });
    expect(hide.getAttribute("aria-pressed")).toBe("true");
    await app.user.click(hide);
    expect(fields().password.getAttribute("type")).toBe("password");
  });

  it("announces a wrong password in the live region", async () => {
    const app = await renderApp("/member/login");
    await logIn(app, teacher.email, "fel-lösenord");
    // The shell's toast region is an (empty) alert region too: the form's own alert carries the text.
    expect((await screen.findByText("Fel e-postadress eller lösenord.")).getAttribute("role")).toBe("alert");
    expect(document.getElementById("login-status")?.getAttribute("aria-live")).toBe("assertive");
    expect(app.location()).toBe("/member/login");
  });
});

describe("login page (SPEC §4 redirects)", () => {
  it("sends an active teacher to /member/play", async () => {
    const app = await renderApp("/member/login");
    await logIn(app, teacher.email);
    await waitFor(() => expect(app.location()).toBe("/member/play"));
    expect(await screen.findByRole("heading", { level: 1, name: "Play – film och ljud för skolan" })).toBeTruthy();
  });

  it("sends an active account to next when given", async () => {
    const app = await renderApp("/member/login?next=%2Fmember%2Fboka");
    await logIn(app, teacher.email);
    await waitFor(() => expect(app.location()).toBe("/member/boka"));
  });

  it("sends an account with two profiles to /profiles, keeping next", async () => {
    const app = await renderApp("/member/login?next=%2Fmember%2Fboka");
    await logIn(app, profiler.email);
    await waitFor(() => expect(app.location()).toBe("/profiles?next=%2Fmember%2Fboka"));
    expect(await screen.findByRole("heading", { level: 1, name: "Välj profil" })).toBeTruthy();
  });

  it("sends an inactive account to the activation page", async () => {
    const app = await renderApp("/member/login");
    await logIn(app, inactiveTeacher.email);
    await waitFor(() => expect(app.location()).toBe("/member/activate-account"));
    expect(await screen.findByRole("heading", { level: 1, name: "Ditt konto är inte aktiverat än" })).toBeTruthy();
  });

  it("sends a logged-in visitor of the login page straight on", async () => {
    const app = await renderApp("/member/login");
    await logIn(app, teacher.email);
    await waitFor(() => expect(app.location()).toBe("/member/play"));
    await act(() => app.router.navigate("/member/login?next=%2Fmember%2Fboka"));
    await waitFor(() => expect(app.location()).toBe("/member/boka"));
  });
});
