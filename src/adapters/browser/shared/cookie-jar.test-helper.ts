import type { CookieJar } from "./cookie-jar";

/** A tiny cookie jar for tests: keeps name=value, forgets a cookie written with Max-Age=0, records every line written. */
export function fakeCookieJar(secure: boolean, initial: Record<string, string> = {}): CookieJar & { written: string[] } {
  const values = new Map<string, string>(Object.entries(initial));
  const written: string[] = [];
  return {
    secure,
    written,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = "", ...attributes] = line.split("; ");
      const at = pair.indexOf("=");
      const name = at < 0 ? pair : pair.slice(0, at);
      if (attributes.includes("Max-Age=0")) values.delete(name);
      else values.set(name, at < 0 ? "" : pair.slice(at + 1));
    },
  };
}
