// `npm run build [-- OUT]`: bundles src/activity.js into one IIFE (default ../static/activity.js,
// which the bot serves and which is committed). The first line names a hash of the sources so a
// Python test (tests/web/test_activity_build.py) can tell when the committed file is stale
// without Node; keep the hashing here and there the same.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(process.argv[2] ?? join(here, "..", "static", "activity.js"));

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

// Sorted by the path relative to this folder with "/" separators, compared as plain strings
// (the order Python's sorted() gives too), so every machine hashes them in the same order.
const posix = (path) => relative(here, path).split(sep).join("/");
const sources = filesUnder(join(here, "src")).sort((a, b) => {
  const [x, y] = [posix(a), posix(b)];
  return x < y ? -1 : x > y ? 1 : 0;
});
const hash = createHash("sha256");
const built = [join(here, "package.json"), join(here, "package-lock.json"), join(here, "build.mjs")];
for (const path of [...built, ...sources]) {
  hash.update(readFileSync(path));
}
const banner = `/* Built by "make activity" from bot/web/activity (do not edit): sources sha256 ${hash.digest("hex")} */`;

const options = {
  absWorkingDir: here, // paths in the output's comments stay relative, whoever builds where
  entryPoints: ["src/activity.js"],
  bundle: true,
  format: "iife",
  target: "es2020",
  platform: "browser",
  minify: true,
  legalComments: "eof", // any /*! or @license comment in the bundled code is kept
  banner: { js: banner },
  write: false,
  metafile: true,
  logLevel: "warning",
};

// The SDK ships its dependencies already inlined (output/lib/<name>) with their license
// comments stripped, so legalComments alone keeps nothing: append each bundled package's own
// license file, found from what esbuild actually took. A package without one stops the build.
function licenses(metafile) {
  const names = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const match = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/output\/lib\/([^/]+))?\//);
    if (match) names.add(match[2] ?? match[1]);
  }
  names.delete("tslib"); // 0BSD, which asks for no notice (and is not installed on its own)
  return [...names].sort().map((name) => {
    const dir = join(here, "node_modules", name);
    const file = readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
    if (!file) throw new Error(`no license file in ${dir}`);
    const meta = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const text = readFileSync(join(dir, file), "utf8").trim().replaceAll("*/", "* /");
    return `${name} (${meta.license}):\n\n${text}`;
  });
}

const first = await build(options);
const footer = `/*! Third-party code bundled above, and its licenses.\n\n${licenses(first.metafile).join("\n\n---\n\n")}\n*/`;
const result = await build({ ...options, footer: { js: footer } });
const bytes = result.outputFiles[0].contents;
writeFileSync(out, bytes);
console.log(`${relative(process.cwd(), out) || out}: ${bytes.length} bytes`);
