import { spawn } from "node:child_process";
import { connect } from "node:net";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");

/**
 * Serves a build as `npm run serve` does while `work` runs, then stops.
 * `project` is the folder holding the build (another copy of the site, say).
 */
export async function whileServing<T>(port: number, work: (origin: string) => Promise<T>, { project = root, buildDir = "build" } = {}): Promise<T> {
  const origin = `http://127.0.0.1:${port}`;
  const answering = await fetch(`${origin}/`).then(
    () => true,
    () => false,
  );
  if (answering) throw new Error(`Something already answers on port ${port}: stop it, or the bench would measure it instead.`);
  const server = spawn(process.execPath, [join(project, "server", "serve.ts")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let tries = 0; ; tries++) {
      if (server.exitCode !== null) throw new Error(`the server for ${project}/${buildDir} stopped (exit code ${server.exitCode})`);
      try {
        await fetch(`${origin}/`);
        break;
      } catch (error) {
        if (tries > 100) throw new Error(`the server on port ${port} did not start`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return await work(origin);
  } finally {
    server.kill();
  }
}

/**
 * Serves a build (build/, or `buildDir`) with Debian's nginx and deploy/nginx.conf over HTTP/2 and TLS
 * (tests/nginx/start.ts with a throwaway self-signed certificate) while `work`
 * runs, then stops. The browser must be told to accept the certificate.
 */
export async function whileServingOverHttp2<T>(port: number, work: (origin: string) => Promise<T>, { buildDir = join(root, "build") } = {}): Promise<T> {
  const origin = `https://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(root, "tests", "nginx", "start.ts")], {
    env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir, NGINX_TLS: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let tries = 0; ; tries++) {
      if (server.exitCode !== null) throw new Error(`nginx over TLS on port ${port} stopped (exit code ${server.exitCode})`);
      const answering = await new Promise<boolean>((resolve) => {
        const socket = connect(port, "127.0.0.1", () => {
          socket.end();
          resolve(true);
        });
        socket.on("error", () => resolve(false));
      });
      if (answering) break;
      if (tries > 100) throw new Error(`nginx over TLS on port ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return await work(origin);
  } finally {
    server.kill("SIGTERM");
  }
}
