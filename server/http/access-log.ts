import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import { wasShed } from "./overload";

/**
 * One access line per request instead of Fastify's two: "request completed" carries the request
 * (method, url, host, remote address), the status and the response time, at `info`; "incoming
 * request" moves to `debug` (LOG_LEVEL=debug brings it back). Half the log volume and half the
 * logging CPU of every answer — at 10,000 req/s the two lines were ~360 MB of log a minute
 * (issue 6 §5). Errors keep their own lines (error handler, "request errored"). Requests refused by
 * the overload guard are counted in its warnings instead of one line each (http/overload.ts).
 */
export class AccessLogController extends LogController {
  override isLogDisabled(request: FastifyRequest): boolean {
    return wasShed(request) || super.isLogDisabled(request);
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}
