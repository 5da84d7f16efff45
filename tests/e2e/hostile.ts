import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { join } from "node:path";

/**
 * Requests as scanners and mistyped links send them, byte for byte (a
 * browser or Playwright would tidy the address first), and a load test that
 * mixes them with ordinary visits.
 */

const root = join(import.meta.dirname, "..", "..");

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Ask {
  path: string;
  method?: string;
  headers?: Record<string, string>;
}

/** Sends `path` exactly as written, on a connection of its own, and reads the whole answer. */
export function ask(origin: string, { path, method = "GET", headers = {} }: Ask): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/`, { path, method, headers, agent: false, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("no answer in 10 s")));
    req.on("error", reject);
    req.end();
  });
}

/** Addresses no page has, that a server must refuse (400) rather than fall over on. */
export const malformed = ["//[", "//%zz", "/%zz", "/kediya%2", "/%00", "/a%00b", `/${"a".repeat(3000)}`, "/../../etc/passwd"];

/** Host files, internal pages and the compressed copies, however spelled: the not-found page. */
export const hidden = [
  "/_headers",
  "/_headers/",
  "/%5Fheaders",
  "/%5fheaders",
  "/404",
  "/404/",
  "/404.html",
  "/404.html/",
  "/__spa-fallback",
  "/__spa-fallback/",
  "/__spa-fallback.html",
  "/index.html.gz",
  "/index.html.br",
  "/kediya/index.html.br",
  "/sitemap.xml.gz",
];

/** Doubled slashes, which nginx merges: the page itself. */
export const slashes = [
  ["//", "/"],
  ["///", "/"],
  ["/kediya//", "/kediya"],
  ["//kediya", "/kediya"],
];

export const wrongMethods = ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"];

/** The build's entry script, as the home page names it. */
export function entryScript(client: string): string {
  return /\/assets\/entry\.client-[\w-]+\.js/.exec(readFileSync(join(client, "index.html"), "utf8"))![0];
}

/** One round of what a busy site sees: visitors with and without compression, and hostile or mistaken requests, each with the status it must get. */
export function mix(client: string, refusedStatus: (path: string) => number = () => 400): (Ask & { status: number })[] {
  const script = entryScript(client);
  const encodings = ["br, gzip", "gzip", "identity", "br;q=1, gzip;q=0.5"];
  const visits = ["/", "/kediya", "/kediya/", "/throwback2022/photo/17", script, "/kediya.data", "/sitemap.xml", "/manifest.webmanifest"].flatMap((path, i) => [
    { path, status: 200, headers: { "Accept-Encoding": encodings[i % encodings.length] } },
  ]);
  return [
    ...visits,
    ...malformed.map((path) => ({ path, status: refusedStatus(path) })),
    ...hidden.map((path) => ({ path, status: 404, headers: { "Accept-Encoding": "br, gzip" } })),
    ...slashes.map(([path]) => ({ path, status: 200 })),
    ...wrongMethods.map((method, i) => ({ path: visits[i].path, method, status: 405 })),
    { path: "/chaniya", status: 404 },
    { path: "/", method: "HEAD", status: 200 },
  ];
}

/** Resident memory of the processes `pids` lists, in MB, summed. */
export function residentMB(pids: number[]): number {
  return pids.reduce((total, pid) => total + Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024, 0);
}

export interface LoadResult {
  /** Every request that failed, got an unexpected status or a body cut short. */
  problems: string[];
  peakMB: number;
  seconds: number;
}

/** Sends `total` requests from `mix`, `clients` at a time, sampling the memory of `pids` meanwhile. */
export async function load(
  origin: string,
  requests: (Ask & { status: number })[],
  pids: () => number[],
  { total = 2000, clients = 50 } = {},
): Promise<LoadResult> {
  const problems: string[] = [];
  let peakMB = residentMB(pids());
  const sampler = setInterval(() => (peakMB = Math.max(peakMB, residentMB(pids()))), 100);
  const started = Date.now();
  let sent = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (sent < total) {
        const one = requests[sent++ % requests.length];
        const what = `${one.method ?? "GET"} ${one.path.slice(0, 40)}`;
        try {
          const answer = await ask(origin, one);
          if (answer.status !== one.status) problems.push(`${what}: ${answer.status}, expected ${one.status}`);
          const length = answer.headers["content-length"];
          if (one.method !== "HEAD" && length !== undefined && Number(length) !== answer.body.length) {
            problems.push(`${what}: ${answer.body.length} bytes of ${length}`);
          }
        } catch (error) {
          problems.push(`${what}: ${(error as Error).message}`);
        }
      }
    }),
  );
  clearInterval(sampler);
  peakMB = Math.max(peakMB, residentMB(pids()));
  return { problems, peakMB, seconds: (Date.now() - started) / 1000 };
}

/** Starts the server as `npm run serve` does, on a free port, serving `buildDir`. */
export async function startServe(buildDir: string) {
  const [, ...args] = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.serve as string).split(" ");
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", BUILD_DIR: buildDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk;
      const address = /at (http:\/\/\S+)/.exec(log);
      if (address) resolve(address[1]);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`npm run serve exited (${code}): ${log}`)));
  });
  return {
    origin,
    pid: child.pid!,
    /** What it has printed, errors included. */
    log: () => log,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () => child.kill(),
  };
}
