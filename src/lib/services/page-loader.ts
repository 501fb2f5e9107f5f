/** Loads of a whole page: leaving the SPA for the same-origin apps, or starting it afresh. */
export interface PageLoader {
  /** A full page load of a same-origin path (/auth/, /admin/, /). */
  assign(path: string): void;
  reload(): void;
}

export const browserPageLoader: PageLoader = {
  assign: (path) => window.location.assign(path),
  reload: () => window.location.reload(),
};
