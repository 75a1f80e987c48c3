// The real server on a loopback port and web-app containers wired to it by the composition root,
// for the gateway suites that run the REST adapters over real HTTP.
import type { AddressInfo } from "node:net";
import type { Container } from "inversify";
import { REST_FETCH } from "../../src/adapters/rest/rest.tokens";
import { createAppContainer } from "../../src/ui/composition-root";
import { createTestApp, type TestApp, type TestAppOptions } from "../../server/testing/test-app";
import { cookieJarFetch } from "./cookie-jar-fetch";

export interface RestApp {
  readonly server: TestApp;
  /** A new web app (one browser): the refresh token cookie goes back to the token endpoints, as a browser sends it. */
  openContainer(): Promise<Container>;
}

export async function listenRestApp(options: TestAppOptions = {}): Promise<RestApp> {
  const server = await createTestApp(options);
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const apiBaseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  return {
    server,
    async openContainer() {
      const container = await createAppContainer({ apiBaseUrl, backend: "rest", brand: "default" }, { platform: "memory" });
      container.bind(REST_FETCH).toConstantValue(cookieJarFetch());
      return container;
    },
  };
}
