import type { FastifyInstance } from "fastify";
import { ApiError } from "./api-error";

/**
 * SIGTERM must let in-flight requests finish and then end promptly. Fastify closes idle
 * keep-alive sockets at close(), but a socket busy with a request would stay open for the whole
 * keep-alive timeout (72 s) after its response; answering with `Connection: close` while closing
 * ends it right after the response. A request that still arrives on such a socket gets 503 with
 * our error body (Fastify's own 503 body would not match the contract), so build the app with
 * `return503OnClosing: false`.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // Callback-style hooks: they run on every request, and an async hook costs a promise each time.
  app.addHook("onRequest", (_request, _reply, done) => {
    if (closing) return done(new ApiError("SERVER.UNAVAILABLE", undefined, { "Retry-After": "5" }));
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) void reply.header("connection", "close");
    done(null, payload);
  });
}
