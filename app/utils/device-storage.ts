/**
 * The browser's `localStorage`, for things worth keeping on the device but not
 * worth failing for. Where the browser blocks site storage (blocked cookies,
 * some private modes) merely reading `window.localStorage` throws a
 * `SecurityError`, and a full quota makes writing throw: here every call
 * answers instead, with `null` or `false`.
 */
export const deviceStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },

  /** Keeps `value` under `key`; false when the browser would not. */
  set(key: string, value: string): boolean {
    try {
      window.localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },

  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing was kept, then: nothing to remove.
    }
  },

  /** Whether reading `window.localStorage` works at all. */
  usable(): boolean {
    try {
      return Boolean(window.localStorage);
    } catch {
      return false;
    }
  },
};
