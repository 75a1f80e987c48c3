import type { ModuleContext } from "../app";
import { defineHandlers } from "../http/contract-handler";
import { AddressLimiter } from "./address-limit";
import { CONTACT_FORM_LIMIT, ContactFormService } from "./contact-form.service";
import { ContactFormRepository } from "./contact-form.repository";
import { ENUMS } from "./enums";
import { PAGE_ERROR_LIMIT, PageErrorService } from "./page-error.service";
import { PageErrorRepository } from "./page-error.repository";
import { ShellRepository } from "./shell.repository";
import { ShellService } from "./shell.service";
import { userIdOf } from "./storable-text";

/**
 * Decision (issue 8, speed): the per-reseller shell data that is the same for every caller — the
 * reseller and SSO configuration, the footer, the value lists — may be kept a minute and used a
 * while longer as it is refreshed, so a returning visitor's page does not wait for it. An editor's
 * change shows within a minute. The menu (it depends on the token) and the alert strips (their
 * times are to the minute, SPEC §4) are not cached.
 */
export const SHARED_SHELL_DATA_CACHE = "public, max-age=60, stale-while-revalidate=600";

/** The reply, marked as shared shell data (SHARED_SHELL_DATA_CACHE). */
function sharedData<R extends { header(name: string, value: string): unknown }>(reply: R): R {
  void reply.header("cache-control", SHARED_SHELL_DATA_CACHE);
  return reply;
}

/**
 * The shell's public calls (SPEC §7): the connectivity probe GET /v1/test, and the per-reseller
 * shell data of SPEC §3 — menu, footer, alert strips, reseller and SSO configuration, value lists.
 * Every reseller value falls back to member (SPEC §1) in the service. Also the contact form block
 * (mailed to the reseller's contact address) and the web app's page error reports.
 */
export function shellHandlers({ db, clock, mailer, rateLimitStore }: ModuleContext) {
  const shell = new ShellService(new ShellRepository(db), clock);
  const contact = new ContactFormService(
    new ContactFormRepository(db),
    async (requested) => shell.resolveReseller(requested),
    mailer,
    new AddressLimiter(rateLimitStore, clock, CONTACT_FORM_LIMIT),
    clock,
  );
  const pageErrors = new PageErrorService(new PageErrorRepository(db), new AddressLimiter(rateLimitStore, clock, PAGE_ERROR_LIMIT), clock);
  const sender = (request: { ip: string; auth?: { sub: string } | null }) => ({ address: request.ip, userId: userIdOf(request.auth) });
  return defineHandlers({
    getTest: async (_request, reply) => reply.answer(200, { status: "ok" }),
    // The data first: an error answer (a database failure) must not be kept as shared data.
    getResellerConfig: async (request, reply) => {
      const config = await shell.config(request.params.reseller);
      return sharedData(reply).answer(200, config);
    },
    getSsoConfig: async (request, reply) => {
      const sso = await shell.sso(request.params.reseller);
      return sharedData(reply).answer(200, sso);
    },
    getEnums: async (_request, reply) => sharedData(reply).answer(200, ENUMS),
    // Optional bearer (openapi getMenu): request.auth is set only when a valid token was sent.
    getMenu: async (request, reply) => reply.answer(200, await shell.menu(request.query.reseller, request.auth ?? null)),
    getFooter: async (request, reply) => {
      const footer = await shell.footer(request.query.reseller);
      return sharedData(reply).answer(200, footer);
    },
    listAlertStrips: async (request, reply) => reply.answer(200, await shell.alertStrips(request.query.reseller)),
    getContactForm: async (request, reply) => reply.answer(200, await contact.form(request.query.reseller)),
    // Optional bearer: a token only records who sent it.
    submitContactForm: async (request, reply) => {
      await contact.submit(request.body, sender(request));
      return reply.answer(204);
    },
    trackPageError: async (request, reply) => {
      await pageErrors.record(request.body, sender(request));
      return reply.answer(204);
    },
  });
}
