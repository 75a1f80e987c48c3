import { generateCatalogue } from "./server/seed/catalogue-generator";
for (const size of ["small","full"] as const) {
  const t = Date.now(); const c = generateCatalogue(size);
  const kinds: Record<string, number> = {};
  for (const p of c.products) kinds[p.kind] = (kinds[p.kind] ?? 0) + 1;
  console.log(size, Date.now()-t, "ms", c.products.length, c.series.length, c.subjects.length, kinds);
}
const c = generateCatalogue("full");
for (const i of [0, 5, 700, 1500, 2400, 2600, 4000, 4400, 4700, 5200, 5600, 6000, 6200]) { const p = c.products[i]; if (p) console.log(JSON.stringify({ id: p.id, kind: p.kind, title: p.title, d: p.description, tags: p.tags, topics: p.topics, age: [p.ageRecommendation, p.ageRestriction], aud: p.audience, lang: p.spokenLanguages, sub: p.subtitleLanguages, sup: p.supplier, auth: p.author, y: p.prodYear, art: p.articleNumber, s: p.series?.title })); }
console.log(c.series.slice(0,5).map(s=>s.title));
