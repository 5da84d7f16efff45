import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { FACED, LAYERS } from "#scripts/layers.ts";

/**
 * One import style: the project's own files by their subpath (`#app/…`, `#pipeline/…`: the
 * "imports" of package.json), each named with its suffix, so that a file's place never shows in
 * its imports and Node runs the build's scripts as they are written. React Router's generated
 * route types (`./+types/home`) are the one relative import.
 */
const RELATIVE = "^\\.{1,2}/(?!\\+types/)";
const RELATIVE_MESSAGE = "Import the project's files by their subpath (#app/search/filters.ts), not by a relative path.";
const STYLE_PATTERNS = [
  { regex: RELATIVE, message: RELATIVE_MESSAGE },
  { regex: "^#(?!.*\\.(?:ts|tsx|js|json|css)(?:\\?.*)?$)", message: "Name the file with its suffix (#app/search/filters.ts)." },
];
const NEW_TAB_MESSAGE =
  "Open a new tab one way: {...NEW_TAB} on a link (app/links/outside-links.ts), openInNewTab(url) from a script (app/links/open-in-new-tab.ts).";
const importStyle = {
  "no-restricted-imports": ["error", { patterns: STYLE_PATTERNS }],
  "no-restricted-syntax": [
    "error",
    // esquery's regular expressions cannot hold a slash: \W stands for it.
    { selector: "ImportExpression > Literal[value=/^\\.\\.?\\W/]", message: RELATIVE_MESSAGE },
    // A new tab is opened one way: app/links/outside-links.ts, which keeps the page it opens from reaching back.
    { selector: "JSXAttribute[name.name='target'][value.value='_blank']", message: NEW_TAB_MESSAGE },
    { selector: "CallExpression[callee.property.name='open'][arguments.1.value='_blank']", message: NEW_TAB_MESSAGE },
  ],
};

const SIDE_EFFECT_MESSAGE =
  "A module of the project is imported for what it exports: the build drops one imported only to run it (package.json's sideEffects names the style sheets alone).";
/**
 * Public faces (scripts/layers.ts): from outside a folder with a face, only its index.ts, a module
 * the build alone runs (*.server.ts) or a style sheet; the same for a download on demand.
 */
const FACE_MESSAGE = "Import another feature through its public face, #app/<folder>/index.ts (scripts/layers.ts).";
function faceRules(own) {
  const others = FACED.filter((folder) => folder !== own);
  return {
    patterns: [{ regex: `^#app/(?:${others.join("|")})/(?!index\\.ts$|[\\w.-]+\\.server\\.ts$|[\\w.-]+\\.css$)`, message: FACE_MESSAGE }],
    // esquery's regular expressions cannot hold a slash: \W stands for it.
    syntax: [
      { selector: `ImportExpression > Literal[value=/^#app\\W(?:${others.join("|")})\\W(?!index\\.ts$)/]`, message: FACE_MESSAGE },
      // Only a style sheet is imported for what it does (package.json's sideEffects): the bundler drops a module nothing is taken from.
      { selector: "ImportDeclaration[specifiers.length=0][importKind='value'][source.value=/^#.*\\.(?:ts|tsx|js)$/]", message: SIDE_EFFECT_MESSAGE },
    ],
  };
}

/**
 * Layers that never climb (scripts/layers.ts): each folder of app/ may not import a folder of a
 * higher layer, nor app/'s own files (root.tsx, routes.ts), which only the routes' layer may; and
 * reaches another feature through its face. The rules' options replace the import style's for
 * these files, so they carry it too.
 */
const layerRules = LAYERS.flatMap(({ folders }, at) => {
  const above = LAYERS.slice(at + 1).flatMap((layer) => layer.folders);
  const top = at === LAYERS.length - 1;
  const climbing = above.length
    ? [{ regex: `^#app/(?:${above.join("|")})/`, message: `A layer below may not import from ${above.join(", ")} (scripts/layers.ts).` }]
    : [];
  const appFiles = top ? [] : [{ regex: "^#app/[\\w.-]+$", message: "Only the routes import app/'s own files (scripts/layers.ts)." }];
  return folders.map((folder) => {
    const faces = faceRules(folder);
    return {
      files: [`app/${folder}/**`],
      rules: {
        "no-restricted-imports": ["error", { patterns: [...STYLE_PATTERNS, ...climbing, ...appFiles, ...faces.patterns] }],
        "no-restricted-syntax": ["error", ...importStyle["no-restricted-syntax"].slice(1), ...faces.syntax],
      },
    };
  });
});
const appFileRules = {
  files: ["app/*.{ts,tsx}"],
  rules: {
    "no-restricted-imports": ["error", { patterns: [...STYLE_PATTERNS, ...faceRules("").patterns] }],
    "no-restricted-syntax": ["error", ...importStyle["no-restricted-syntax"].slice(1), ...faceRules("").syntax],
  },
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
  ...layerRules,
  appFileRules,
  {
    // The one module that opens new tabs, and its test.
    files: ["app/links/outside-links.ts", "app/links/open-in-new-tab.ts", "app/links/open-in-new-tab.test.ts"],
    rules: { "no-restricted-syntax": ["error", importStyle["no-restricted-syntax"][1]] },
  },
);
