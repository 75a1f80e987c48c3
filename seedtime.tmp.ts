import { createPgliteDatabase } from "./server/db/pglite.adapter";
import { createPostgresDatabase } from "./server/db/postgres.adapter";
import { migrate } from "./server/db/migrate";
import { seedCatalogue } from "./server/seed/catalogue.seed";
import { seedSchools } from "./server/seed/schools.seed";
import pg from "pg";
async function run(name: string, db: any) {
  await migrate(db);
  console.log(name, "schools", await seedSchools(db), await seedSchools(db));
  const r = await seedCatalogue(db, { size: "full" }); console.log(name, r);
  console.log(name, "again", await seedCatalogue(db, { size: "full" }));
  console.log((await db.query("SELECT app, kind, count(*)::int FROM products GROUP BY 1,2 ORDER BY 1,2")).rows.map((r: any)=>`${r.app}/${r.kind}=${r.count}`).join(" "));
  await db.close();
}
await run("pglite", await createPgliteDatabase());
const url = "postgres://postgres@127.0.0.1:5432/test";
const admin = new pg.Client({ connectionString: url }); await admin.connect();
await admin.query("DROP SCHEMA IF EXISTS seedtime CASCADE; CREATE SCHEMA seedtime");
await run("postgres", createPostgresDatabase({ connectionString: url, schema: "seedtime" }));
await admin.query("DROP SCHEMA seedtime CASCADE"); await admin.end();
