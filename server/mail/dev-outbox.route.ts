import type { FastifyInstance } from "fastify";
import { ApiError } from "../http/api-error";
import type { OutboxMailer } from "./outbox.mailer";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/**
 * Only this machine may read the outbox: it holds login codes, so anyone who can read it can log
 * in as anyone. The socket address is used, never X-Forwarded-For (a client could forge that).
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith("::ffff:") ? address.slice(7) : address;
  return ip === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/**
 * GET /dev/outbox: the mail a developer would have received. Registered only when
 * `config.devOutbox` (never in production) and answered only to loopback clients (others: 404).
 */
export function registerDevOutbox(app: FastifyInstance, outbox: OutboxMailer): void {
  app.get("/dev/outbox", async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      throw new ApiError("REQUEST.NOT_FOUND");
    }
    const entries = await outbox.list(100);
    const items = entries
      .map(
        (entry) => `<article><h2>${escapeHtml(entry.subject)}</h2>
<p><strong>Till:</strong> ${escapeHtml(entry.to)} · <time>${entry.createdAt.toISOString()}</time></p>
<pre>${escapeHtml(entry.text)}</pre></article>`,
      )
      .join("\n");
    const html = `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Utkorg (utveckling)</title>
<style>body{font-family:system-ui;margin:2rem;max-width:50rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Utkorg</h1><p>${entries.length} meddelanden, nyaste först.</p>
${items || "<p>Inga meddelanden än.</p>"}
</body></html>`;
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
  });
}
