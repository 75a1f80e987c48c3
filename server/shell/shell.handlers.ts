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
    getResellerConfig: async (request, reply) => reply.answer(200, await shell.config(request.params.reseller)),
    getSsoConfig: async (request, reply) => reply.answer(200, await shell.sso(request.params.reseller)),
    getEnums: async (_request, reply) => reply.answer(200, ENUMS),
    // Optional bearer (openapi getMenu): request.auth is set only when a valid token was sent.
    getMenu: async (request, reply) => reply.answer(200, await shell.menu(request.query.reseller, request.auth ?? null)),
    getFooter: async (request, reply) => reply.answer(200, await shell.footer(request.query.reseller)),
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
