import type { FastifyInstance } from "fastify";

/**
 * SIGTERM must let in-flight requests finish and then end promptly. Fastify closes idle
 * keep-alive sockets at close(), but a socket busy with a request would stay open for the whole
 * keep-alive timeout (72 s) after its response; answering with `Connection: close` while closing
 * ends it right after the response.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) void reply.header("connection", "close");
    return payload;
  });
}
