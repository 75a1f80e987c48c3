import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test as setup } from "@playwright/test";
import { ROLES, signInThroughLoginPage, storageStatePath, type Role } from "./support/signed-in";

// The `setup` project (playwright.config.ts): each role logs in once through the login page, and
// the journeys that only need to be signed in start from its saved cookies (support/signed-in.ts).
for (const role of Object.keys(ROLES) as Role[]) {
  setup(`sign in as the demo ${role} (${ROLES[role].email})`, async ({ browser, baseURL }) => {
    const state = await signInThroughLoginPage(browser, role, baseURL);
    const file = storageStatePath(role, baseURL);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(state, null, 2));
  });
}
