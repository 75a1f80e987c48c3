/** Layer rules of ARCHITECTURE.md §3, enforced in `npm test`. */
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment: "src/domain imports other src/domain files only (no packages, no node, no browser).",
      severity: "error",
      from: { path: "^src/domain", pathNot: "\\.test\\.tsx?$" },
      to: { pathNot: "^src/domain" },
    },
    {
      name: "contract-is-types-only",
      comment:
        "src/contract holds the types generated from openapi/openapi.yaml (and type helpers over them): it imports nothing, and every layer that imports it does so type-only (issue 6 §1).",
      severity: "error",
      from: { path: "^src/contract" },
      to: { pathNot: "^src/contract" },
    },
    {
      name: "contract-imported-type-only",
      severity: "error",
      from: {},
      to: { path: "^src/contract", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "ports-only-domain",
      comment: "src/ports may import src/domain and type-only declarations.",
      severity: "error",
      from: { path: "^src/ports", pathNot: "\\.test\\.tsx?$" },
      to: { pathNot: "^src/(domain|ports)", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "application-no-adapters-ui-react",
      severity: "error",
      from: { path: "^src/application" },
      to: { path: "^(src/adapters|src/ui|node_modules/(react|react-dom|@chakra-ui|react-router|react-router-dom)/)" },
    },
    {
      name: "adapters-no-application-ui",
      severity: "error",
      from: { path: "^src/adapters" },
      to: { path: "^src/(application|ui)" },
    },
    {
      name: "ui-no-adapters",
      comment: "Only the composition root (src/ui/composition-root*) knows adapters.",
      severity: "error",
      from: { path: "^src/ui", pathNot: "^src/ui/composition-root" },
      to: { path: "^src/adapters" },
    },
    {
      name: "server-only-domain",
      severity: "error",
      from: { path: "^server" },
      // server/ may also import src/contract (types only, rule above): handlers are typed by the contract.
      to: { path: "^src/(ui|application|adapters|ports)" },
    },
    {
      name: "fixtures-are-data",
      comment:
        "src/fixtures holds the demo data once (accounts, schools, resellers, catalogue facts; issue 7 §1) for the seed, the in-memory backend and the tests. It is data: it may use the domain's and the contract's types and nothing else, so every layer and server/ can import it without pulling code along.",
      severity: "error",
      from: { path: "^src/fixtures", pathNot: "\\.test\\.tsx?$" },
      to: { pathNot: "^src/(fixtures|domain|contract)" },
    },
    {
      name: "fixtures-only-for-demo-backends-and-tests",
      comment:
        "Demo data (and the demo password) reaches the product only through the seed (server/seed) and the in-memory backend (src/adapters/memory, loaded on demand for VITE_BACKEND=memory). Production code elsewhere must never branch on a demo account; tests and test helpers may use it freely.",
      severity: "error",
      from: {
        path: "^(src/(domain|ports|application|ui|contract|adapters/(rest|browser))|server/(?!seed/|testing/))",
        pathNot: "\\.test(-helper)?\\.tsx?$|-test-doubles\\.ts$",
      },
      to: { path: "^src/fixtures" },
    },
    { name: "no-circular", severity: "error", from: { path: "^src/(domain|application|ports)" }, to: { circular: true } },
    { name: "not-to-unresolvable", severity: "error", from: {}, to: { couldNotResolve: true } },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
