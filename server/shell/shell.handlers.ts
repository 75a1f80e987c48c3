import { defineHandlers } from "../http/contract-handler";

/** The connectivity probe GET /v1/test (SPEC §7): the web app asks it whether the API answers. */
export function shellHandlers() {
  return defineHandlers({
    getTest: async (_request, reply) => reply.answer(200, { status: "ok" }),
  });
}
