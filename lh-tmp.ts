import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"] });
for (const [name, config] of [["mobile", undefined], ["desktop", desktopConfig]] as const) {
  for (const path of ["/", "/kediya", "/kediya/photo/3"]) {
    const t = performance.now();
    const result = await lighthouse(`http://127.0.0.1:4390${path}`, { port: chrome.port, output: "json", logLevel: "error" }, config);
    const lhr = result!.lhr;
    const c = lhr.categories;
    console.log(name, path, ((performance.now() - t) / 1000).toFixed(1) + "s", Object.values(c).map((x) => `${x.id}=${Math.round((x.score ?? 0) * 100)}`).join(" "),
      ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"].map((a) => `${a}=${lhr.audits[a].numericValue?.toFixed(0)}`).join(" "));
    for (const cat of Object.values(c)) for (const ref of cat.auditRefs) { const a = lhr.audits[ref.id]; if (a.score !== null && a.score < 1 && ref.weight > 0) console.log("   ", cat.id, a.id, a.score, a.displayValue ?? ""); }
  }
}
await chrome.kill();
