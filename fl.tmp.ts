import { firstLoad } from "/work/main/scripts/first-load.ts";
const client = process.argv[2];
for (const path of ["/order", "/gu/order", "/hi/order", "/", "/gu/", "/kediya", "/gu/kediya/photo/3"]) {
  const r = firstLoad(path, client);
  console.log(path, JSON.stringify(r));
}
