import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { accountsHandlers } from "./accounts/accounts.handlers";
import { UserRepository } from "./accounts/user.repository";
import { AccessTokenService } from "./auth/access-token";
import { authHandlers } from "./auth/auth.handlers";
import { AuthService } from "./auth/auth.service";
import { bearerAuthenticator } from "./auth/bearer-auth";
import { deriveKey, resolveJwtSecret } from "./auth/jwt-secret";
import { LoginThrottle, type LoginLimits } from "./auth/login-throttle";
import { PasscodeRepository } from "./auth/passcode.repository";
import { RefreshTokenRepository } from "./auth/refresh-token.repository";
import type { ServerConfig } from "./config/config";
import type { Database } from "./db/database.port";
import { scheduleHousekeeping } from "./db/housekeeping";
import { AccessLogController } from "./http/access-log";
import { answerFrameworkError, registerErrorHandler } from "./http/error-handler";
import { registerGracefulClose } from "./http/graceful-close";
import { registerOverloadGuard } from "./http/overload";
import { registerSecurityHeaders } from "./http/security-headers";
import { loadOpenApiDocument, type OpenApiDocument } from "./http/openapi-document";
import { mergeHandlers, type HandlerMap } from "./http/contract-handler";
import { registerOpenApiRoutes, type RegisteredRoutes } from "./http/openapi-routes";
import { appShellPreloads, isAppRoute, registerStatic, sendAppShell } from "./http/spa-static";
import { createPagePictures } from "./cms/page-picture";
import { sendHtmlRedirect } from "./http/html-redirect";
import { registerDevOutbox } from "./mail/dev-outbox.route";
import type { Mailer } from "./mail/mailer.port";
import { OutboxMailer } from "./mail/outbox.mailer";
import type { RateLimitStore } from "./rate-limit/rate-limit-store.port";
import type { Clock } from "./shared/clock";

/** What a feature module gets to build its handlers (e.g. the catalogue's search and schools). */
export interface ModuleContext {
  db: Database;
  clock: Clock;
  config: ServerConfig;
  /** The app's mail port (e.g. the contact form's messages). */
  mailer: Mailer;
  /** The shared counter store, for a feature's own per-address limits. */
  rateLimitStore: RateLimitStore;
}
/** A feature module returns its typed map (`defineHandlers`, server/http/contract-handler.ts). */
export type HandlerModule = (context: ModuleContext) => HandlerMap;

export interface AppDeps {
  db: Database;
  config: ServerConfig;
  mailer: Mailer;
  rateLimitStore: RateLimitStore;
  clock: Clock;
  logger?: FastifyServerOptions["logger"];
  /** Defaults to openapi/openapi.yaml. */
  document?: OpenApiDocument;
  /** Handlers of other features (server/modules.ts), merged with auth and accounts; an operationId registered twice fails the start. */
  modules?: readonly HandlerModule[];
  /** Replaces `config.loginLimits` (LOGIN_LIMIT_*), for tests that need other limits. */
  loginLimits?: LoginLimits;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Which operations of openapi.yaml have a handler (and which are still missing). */
    operations: RegisteredRoutes;
    /** Resolves once work done after an answer (passcode e-mails) has finished. */
    whenIdle(): Promise<void>;
  }
}

/** Builds the API + web app server from its dependencies; the composition root is server/main.ts. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, config, clock } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    // One access line per request (http/access-log.ts).
    logController: new AccessLogController(),
    bodyLimit: config.bodyLimitBytes,
    // A hop count or proxy addresses, never `true` (config.ts: a forged X-Forwarded-For). The cast
    // only helps overload resolution: Fastify accepts number and string[] here too.
    trustProxy: config.trustProxy as boolean,
    // Let in-flight requests finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: "idle",
    // server/http/graceful-close.ts answers late requests with the contract's error body instead.
    return503OnClosing: false,
    // Fastify's default (100) is below the contract's longest path parameters (an e-mail of 254
    // characters, %-encoded); past this limit, and for a bad %-escape, the router's own errors get
    // the contract's error body too (issue 6 §2 fuzz: they answered Fastify's body, with the path).
    routerOptions: { maxParamLength: 1024 },
    frameworkErrors: answerFrameworkError,
  });
  registerGracefulClose(app);
  await registerSecurityHeaders(app, { production: config.production });
  // After the headers (a refused request carries them too), before anything costly.
  await registerOverloadGuard(app, config.overload);
  // The refresh token cookie (auth/refresh-cookie.ts). No parsing hook: only the two token
  // endpoints read a cookie, so the other requests do not pay for parsing theirs.
  await app.register(fastifyCookie, { hook: false });
  // Issue 8 (LCP): the first picture an app start or CMS page shows, preloaded from its HTML.
  const pictures = createPagePictures(db, clock);
  registerErrorHandler(app, {
    // SPEC §2 / ARCHITECTURE §6: the reseller redirects happen when the server answers an HTML page.
    fallback: async (request, reply) =>
      isAppRoute(request) &&
      ((await sendHtmlRedirect(request, reply, tokens)) ||
        sendAppShell(reply, config.distDir, await appShellPreloads(request, config.distDir, pictures))),
  });

  const secret = await resolveJwtSecret(db, config.jwtSecret);
  const tokens = new AccessTokenService(deriveKey(secret, "access-token-hs256"), clock);
  const users = new UserRepository(db);
  const auth = new AuthService({
    db,
    users,
    refreshTokens: new RefreshTokenRepository(db),
    passcodes: new PasscodeRepository(db, deriveKey(secret, "passcode-hmac")),
    throttle: new LoginThrottle(deps.rateLimitStore, clock, deps.loginLimits ?? config.loginLimits),
    tokens,
    mailer: deps.mailer,
    clock,
    onBackgroundError: (error, message) => app.log.error({ err: error }, message),
  });
  app.decorate("whenIdle", () => auth.whenIdle());
  // Shutdown waits for passcode e-mails still being sent (before the database closes).
  app.addHook("onClose", async () => auth.whenIdle());

  const context: ModuleContext = { db, clock, config, mailer: deps.mailer, rateLimitStore: deps.rateLimitStore };
  const handlers = mergeHandlers([
    authHandlers(auth, { clock, refreshCookie: { secure: config.production, publicOrigin: config.publicOrigin } }),
    accountsHandlers(users),
    ...(deps.modules ?? []).map((module) => module(context)),
  ]);
  const operations = registerOpenApiRoutes(app, {
    document: deps.document ?? loadOpenApiDocument(),
    handlers,
    authenticate: bearerAuthenticator(tokens),
  });
  app.decorate("operations", operations);
  await scheduleHousekeeping(app, db, clock);

  await registerStatic(app, { distDir: config.distDir, mediaDir: config.mediaDir, imageDir: config.imageDir });
  // The outbox holds login codes: development only, loopback only (mail/dev-outbox.route.ts).
  if (config.devOutbox && !config.production && deps.mailer instanceof OutboxMailer) registerDevOutbox(app, deps.mailer);
  return app;
}
