import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * One import style: the project's own files by their subpath (`#app/…`, `#pipeline/…`: the
 * "imports" of package.json), each named with its suffix, so that a file's place never shows in
 * its imports and Node runs the build's scripts as they are written. React Router's generated
 * route types (`./+types/home`) are the one relative import.
 */
const RELATIVE = "^\\.{1,2}/(?!\\+types/)";
const importStyle = {
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        { regex: RELATIVE, message: "Import the project's files by their subpath (#app/search/filters.ts), not by a relative path." },
        { regex: "^#(?!.*\\.(?:ts|tsx|js|json|css)(?:\\?.*)?$)", message: "Name the file with its suffix (#app/search/filters.ts)." },
      ],
    },
  ],
  "no-restricted-syntax": [
    "error",
    {
      // esquery's regular expressions cannot hold a slash: \W stands for it.
      selector: "ImportExpression > Literal[value=/^\\.\\.?\\W/]",
      message: "Import the project's files by their subpath (#app/search/filters.ts), not by a relative path.",
    },
  ],
};

export default tseslint.config(
  { ignores: ["build*/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "screenshots/", "app/paraglide*/", "project.inlang/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.strict,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      ...importStyle,
    },
  },
  {
    // Tests and build scripts may assert what they have just checked exists.
    files: ["tests/**", "scripts/**", "**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
