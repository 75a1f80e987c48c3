import type { ModuleContext } from "../app";
import { defineHandlers } from "../http/contract-handler";
import { ENUMS } from "./enums";
import { ShellRepository } from "./shell.repository";
import { ShellService } from "./shell.service";

/**
 * The shell's public calls (SPEC §7): the connectivity probe GET /v1/test, and the per-reseller
 * shell data of SPEC §3 — menu, footer, alert strips, reseller and SSO configuration, value lists.
 * Every reseller value falls back to member (SPEC §1) in the service.
 */
export function shellHandlers({ db, clock }: ModuleContext) {
  const shell = new ShellService(new ShellRepository(db), clock);
  return defineHandlers({
    getTest: async (_request, reply) => reply.answer(200, { status: "ok" }),
    getResellerConfig: async (request, reply) => reply.answer(200, await shell.config(request.params.reseller)),
    getSsoConfig: async (request, reply) => reply.answer(200, await shell.sso(request.params.reseller)),
    getEnums: async (_request, reply) => reply.answer(200, ENUMS),
    // Optional bearer (openapi getMenu): request.auth is set only when a valid token was sent.
    getMenu: async (request, reply) => reply.answer(200, await shell.menu(request.query.reseller, request.auth ?? null)),
    getFooter: async (request, reply) => reply.answer(200, await shell.footer(request.query.reseller)),
    listAlertStrips: async (request, reply) => reply.answer(200, await shell.alertStrips(request.query.reseller)),
  });
}
