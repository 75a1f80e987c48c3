/**
 * fetch with one browser's cookie jar, for running the web app's REST adapter in Node against the
 * real server: the refresh token lives in an HttpOnly cookie that a browser sends back to the token
 * endpoints by itself (issue 6 §4). Enough of RFC 6265 for that: name, value, Path, Max-Age, Expires.
 */
interface Cookie {
  readonly name: string;
  readonly value: string;
  readonly path: string;
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  return requestPath === cookiePath || requestPath.startsWith(cookiePath.endsWith("/") ? cookiePath : `${cookiePath}/`);
}

function attribute(attributes: readonly string[], name: string): string | undefined {
  const found = attributes.find((part) => part.toLowerCase().startsWith(`${name}=`));
  return found?.slice(name.length + 1);
}

export function cookieJarFetch(): typeof globalThis.fetch {
  const jar = new Map<string, Cookie>();
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const cookies = [...jar.values()].filter((cookie) => pathMatches(url.pathname, cookie.path));
    if (cookies.length > 0) request.headers.set("cookie", cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; "));
    const response = await globalThis.fetch(request);
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
      const equals = pair.indexOf("=");
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      const path = attribute(attributes, "path") ?? "/";
      const maxAge = attribute(attributes, "max-age");
      const expires = attribute(attributes, "expires");
      const gone =
        value === "" || (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (gone) jar.delete(`${name};${path}`);
      else jar.set(`${name};${path}`, { name, value, path });
    }
    return response;
  };
}
