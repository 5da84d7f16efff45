/** What Netlify hands a build plugin's events: its cache of files between builds. */
interface NetlifyUtils {
  cache: { restore(path: string): Promise<boolean>; save(path: string): Promise<boolean> };
}

export declare const CACHE: string;
export declare function onPreBuild(options: { utils: NetlifyUtils }): Promise<void>;
export declare function onPostBuild(options: { utils: NetlifyUtils }): Promise<void>;
