/**
 * Starts Debian's nginx in the foreground on a loopback port with
 * deploy/nginx.conf, serving a build folder, for the browser tests; with
 * brotli_static on where Debian's libnginx-mod-http-brotli-static is installed.
 * Its files, the pid file among them, are in nginxPrefix(port) (./prefix.ts).
 * With NGINX_TLS=1 it answers HTTP/2 over TLS, as the hosts the README
 * recommends do, with a throwaway self-signed certificate made by openssl.
 *   PORT=4319 BUILD_DIR=build-e2e node tests/nginx/start.ts
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { nginxPrefix } from "#tests/nginx/prefix.ts";

const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
if (!existsSync(nginx)) {
  console.error(`No nginx at ${nginx}: install Debian's "nginx" package (bash .ci/run does) or set NGINX_PATH.`);
  process.exit(1);
}
// Debian's libnginx-mod-http-brotli-static; bash .ci/run installs it.
const brotliStatic = process.env.NGINX_BROTLI_STATIC ?? "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

const port = process.env.PORT ?? "4319";
const build = resolve(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build");
const prefix = nginxPrefix(port);
rmSync(prefix, { recursive: true, force: true });
mkdirSync(prefix, { recursive: true });
const brotli = existsSync(brotliStatic);

/** A certificate for 127.0.0.1 and localhost, valid for a day, and its key: the paths nginx needs. */
function throwawayCertificate(): string {
  const [cert, key] = [join(prefix, "cert.pem"), join(prefix, "key.pem")];
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
  );
  if (made.status !== 0) {
    console.error(`NGINX_TLS=1 needs openssl to make a certificate: ${made.error?.message ?? made.stderr}`);
    process.exit(1);
  }
  return `ssl_certificate ${cert};\n    ssl_certificate_key ${key};\n    ssl_protocols TLSv1.2 TLSv1.3;`;
}

const tls = process.env.NGINX_TLS === "1";
const site = readFileSync(resolve(import.meta.dirname, "..", "..", "deploy", "nginx.conf"), "utf8")
  .replace(/listen 80;/, tls ? `listen 127.0.0.1:${port} ssl http2;\n    ${throwawayCertificate()}` : `listen 127.0.0.1:${port};`)
  .replace(/\s*listen \[::\]:80;/, "")
  .replace(/root \/usr\/share\/nginx\/html;/, `root ${join(build, "client")};`)
  .replace(/# (brotli_static on;)/, (line, directive) => (brotli ? directive : line));
writeFileSync(join(prefix, "site.conf"), site);
for (const file of ["site-headers.conf", "editor-headers.conf"]) writeFileSync(join(prefix, file), readFileSync(join(build, "deploy", file)));
for (const file of ["csp-map.conf", "search-map.conf"]) writeFileSync(join(prefix, file), readFileSync(join(build, "deploy", file)));
writeFileSync(
  join(prefix, "nginx.conf"),
  `${brotli ? `load_module ${brotliStatic};\n` : ""}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/csp-map.conf;
  include ${prefix}/search-map.conf;
  include ${prefix}/site.conf;
}
`,
);
const server = spawn(nginx, ["-p", prefix, "-c", join(prefix, "nginx.conf")], { stdio: "inherit" });
const stop = () => server.kill("SIGQUIT");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
