/**
 * The browser's part in the refresh token flow (issue 6 §4), for the REST adapter running in Node:
 * Node's fetch keeps no cookies. It keeps what Set-Cookie sets and sends back, per RFC 6265 path
 * matching, what the browser would send. The web app's code never reads it, as it cannot read the
 * real HttpOnly cookie.
 */
export class BrowserCookies {
  private readonly jar = new Map<
    string,
    { readonly name: string; readonly value: string; readonly path: string; readonly httpOnly: boolean }
  >();

  /** Puts a cookie in the jar, as an earlier answer would have (e.g. the login before a refresh). */
  set(name: string, value: string, path: string, httpOnly = true): void {
    this.jar.set(`${name};${path}`, { name, value, path, httpOnly });
  }

  /** The cookies the browser holds, as `name@path` → value (for assertions). */
  entries(): Record<string, string> {
    return Object.fromEntries([...this.jar.values()].map((cookie) => [`${cookie.name}@${cookie.path}`, cookie.value]));
  }

  /** A fetch that sends the matching cookies and stores the answer's Set-Cookie lines. */
  wrap(inner: typeof globalThis.fetch = globalThis.fetch): typeof globalThis.fetch {
    return async (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const header = [...this.jar.values()]
        .filter((cookie) => pathMatches(path, cookie.path))
        // RFC 6265 §5.4: longer paths first.
        .sort((a, b) => b.path.length - a.path.length)
        .map((cookie) => `${cookie.name}=${cookie.value}`)
        .join("; ");
      if (header !== "") request.headers.set("Cookie", header);
      const response = await inner(request);
      for (const line of setCookieLines(response)) this.store(line, path);
      return response;
    };
  }

  private store(line: string, requestPath: string): void {
    const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
    const separator = pair.indexOf("=");
    if (separator <= 0) return;
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const attribute = (key: string) =>
      attributes.find((part) => part.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.slice(key.length + 1);
    const path = attribute("Path") ?? defaultPath(requestPath);
    if (attribute("Max-Age") === "0") this.jar.delete(`${name};${path}`);
    else
      this.set(
        name,
        value,
        path,
        attributes.some((part) => part.toLowerCase() === "httponly"),
      );
  }
}

/** RFC 6265 §5.1.4: whole path segments only (`/api-token` does not match `/api-token-refresh`). */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  return requestPath.startsWith(cookiePath) && (cookiePath.endsWith("/") || requestPath[cookiePath.length] === "/");
}

function defaultPath(requestPath: string): string {
  const last = requestPath.lastIndexOf("/");
  return last <= 0 ? "/" : requestPath.slice(0, last);
}

/**
 * The answer's Set-Cookie lines. A mock server may fold several into one header; the refresh token
 * cookies carry no Expires date (no comma), so a comma before `name=` separates two.
 */
function setCookieLines(response: Response): string[] {
  const lines = response.headers.getSetCookie();
  return lines.flatMap((line) => line.split(/,\s*(?=[^;,=\s]+=)/));
}
