import type { FastifyInstance } from "fastify";
import type { OutboxMailer } from "./outbox.mailer";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** GET /dev/outbox: the mail a developer would have received (never registered in production). */
export function registerDevOutbox(app: FastifyInstance, outbox: OutboxMailer): void {
  app.get("/dev/outbox", async (_request, reply) => {
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
