import { NotFound } from "../components/not-found";

// Any address of a language the site has no page at (/chaniya, /gu/kediya/extra). The build
// renders it at /404/not/found and /gu/404/not/found for the hosts' 404.html (pipeline/after-build.ts); the page's
// title is the root route's (app/root.tsx).
export default function NotFoundPage() {
  return <NotFound />;
}
