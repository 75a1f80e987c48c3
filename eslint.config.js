import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

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
        {
          // it.skip / it.only / it.skipIf(…)(…) / it.todo / it.fails, also in their member forms (it.skipIf(x).each).
          selector: "MemberExpression[object.name=/^(it|test|describe|bench)$/][property.name=/^(skip|only|skipIf|todo|fails)$/]",
          message:
            "No skipped, focused, to-do or expected-to-fail tests. A test that needs a service uses runIf and prints a notice (ARCHITECTURE §4.17).",
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
