import { generateCatalogue } from "./server/seed/catalogue-generator";
const c = generateCatalogue("full");
console.log("del-titles", c.products.filter(p=>/, del \d+$/.test(p.title)).length, c.products.filter(p=>/, del \d+$/.test(p.title)).slice(0,10).map(p=>p.title));
console.log(c.products.filter(p=>p.kind==="episode").slice(0,30).map(p=>p.title).join(" | "));
