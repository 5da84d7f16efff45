import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where tests/nginx/start.ts keeps the configuration and pid file (nginx.pid) of the nginx it starts on `port`. */
export const nginxPrefix = (port: number | string) => join(tmpdir(), `tailor-nginx-${port}`);
