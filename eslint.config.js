import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

const TEST_FUNCTIONS = "/^(it|test|describe|suite|bench)$/";
const LEFT_BEHIND = "/^(skip|only|todo|fails|skipIf|runIf|fixme|fail)$/";
const LEFT_BEHIND_MESSAGE =
  "No skipped, focused, to-do or expected-to-fail tests. A test that needs a service uses describeWithService (server/testing/service-tests.ts, ARCHITECTURE §4.17).";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "src/contract/api.gen.ts",
      "contracts/pacts/**",
      "test-results/**",
      "playwright-report/**",
      "data/**",
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        // Issue 7 §2: no test left behind skipped, focused, to-do or expected to fail. Vitest's
        // it.skip / it.only / it.todo / it.fails / it.skipIf(…) / it.runIf(…), one level down too
        // (it.concurrent.only, describe.skipIf(x).each), and Playwright's test.fixme / test.fail /
        // test.describe.skip. A test that needs a service (Redis, DATABASE_URL) goes through
        // describeWithService (server/testing/service-tests.ts), the one place allowed to skip.
        {
          selector: `MemberExpression[object.name=${TEST_FUNCTIONS}][property.name=${LEFT_BEHIND}]`,
          message: LEFT_BEHIND_MESSAGE,
        },
        {
          selector: `MemberExpression[object.object.name=${TEST_FUNCTIONS}][property.name=${LEFT_BEHIND}]`,
          message: LEFT_BEHIND_MESSAGE,
        },
        {
          // A test that skips itself at run time: ctx.skip() / context.skip(…).
          selector: "CallExpression[callee.object.name=/^(ctx|context)$/][callee.property.name='skip']",
          message: LEFT_BEHIND_MESSAGE,
        },
      ],
    },
  },
  {
    // SPEC/ARCHITECTURE §4.2: the domain never reads the clock or randomness.
    files: ["src/domain/**/*.ts"],
    ignores: ["src/domain/**/*.test.ts"],
    rules: {
      "no-restricted-globals": ["error", "window", "document", "localStorage", "fetch", "navigator", "process"],
      "no-restricted-properties": [
        "error",
        { object: "Date", property: "now", message: "Pass `now` as a parameter." },
        { object: "Math", property: "random", message: "Pass randomness in as a parameter." },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Pass `now` as a parameter." },
      ],
    },
  },
);
