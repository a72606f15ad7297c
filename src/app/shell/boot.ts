/**
 * The static shell's boot script. It is inlined into the built index.html (its source, through
 * Function#toString, so it must not use imports or anything outside its own body) and runs before
 * the first paint: it picks which pre-rendered part of the shell shows, and puts the saved theme on
 * <html> so the shell and the app have the same colours. Any failure leaves the shell hidden, which
 * is what the app looked like before it had one.
 *
 * It also starts the app's JavaScript, after the shell's first paint rather than from a tag in the
 * HTML: on a phone the HTML, the CSS and the shell then have the connection to themselves, and the
 * lobby is on screen before the scripts compete for it (and for the CPU). A hidden page (prerender,
 * background tab) never paints, so it starts at once; a browser without paint timing after a frame.
 */
export interface ShellBootConfig {
  /** Paths that show the lobby (the auth modals open over it). Anything else shows the splash. */
  lobbyPaths: string[];
  /** localStorage keys of the app (src/shared/storage.ts). */
  keys: { token: string; noticeAccepted: string; theme: string };
  /** The <html> attributes the app reads back (src/shared/platform/staticShell.ts). */
  attrs: { variant: string; notice: string };
  /**
   * The locale cookie's name and the languages other than the shell's (en-PH): a player who chose one
   * sees the splash, which has no words, until the app draws the page in that language.
   */
  locale: { cookie: string; others: string[] };
  /** Sources of the theme checks of applyTheme.ts: a saved theme is only ever custom properties. */
  theme: { variable: string; value: string };
  /**
   * The entry module; the chunks it imports statically (none of them imports the entry back, so
   * each can run first); and chunks to fetch but leave for the app to run (the lobby page).
   */
  scripts: { entry: string; modules: string[]; preload: string[] };
}

/** What bootShell touches of the page; a parameter so the unit test can hand it a fake. */
export interface ShellBootWindow {
  location: { pathname: string };
  localStorage?: { getItem(key: string): string | null };
  document: {
    hidden?: boolean;
    cookie?: string;
    documentElement: { setAttribute(name: string, value: string): void; style: { setProperty(name: string, value: string): void } };
    createElement(tag: string): { setAttribute(name: string, value: string): void };
    head: { appendChild(node: unknown): unknown };
  };
  PerformanceObserver?: { supportedEntryTypes?: readonly string[]; new (callback: (list: { getEntries(): { name: string }[] }) => void): { observe(options: { type: string; buffered: boolean }): void; disconnect(): void } };
  requestAnimationFrame?(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

export function bootShell(config: ShellBootConfig, win: ShellBootWindow = window): void {
  try {
    const read = (key: string): string | null => {
      try {
        return win.localStorage ? win.localStorage.getItem(key) : null;
      } catch {
        return null;
      }
    };
    const html = win.document.documentElement;
    let path = win.location.pathname;
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    const chosen = new RegExp('(?:^|;\\s*)' + config.locale.cookie + '=([^;]*)').exec(win.document.cookie || '');
    const foreign = chosen !== null && config.locale.others.indexOf(chosen[1]!) >= 0;
    if (foreign) html.setAttribute('lang', chosen[1]!);
    const lobby = !foreign && config.lobbyPaths.indexOf(path) >= 0;
    html.setAttribute(config.attrs.variant, lobby ? (read(config.keys.token) ? 'lobby-player' : 'lobby-guest') : 'splash');
    if (!foreign && !read(config.keys.noticeAccepted)) html.setAttribute(config.attrs.notice, '');
    const theme = read(config.keys.theme);
    if (theme) {
      const vars = JSON.parse(theme) as Record<string, unknown>;
      const variable = new RegExp(config.theme.variable, 'i');
      const safe = new RegExp(config.theme.value);
      for (const name of Object.keys(vars)) {
        const value = vars[name];
        if (variable.test(name) && typeof value === 'string' && safe.test(value)) html.style.setProperty(name, value);
      }
    }
  } catch {
    // No shell then: the app draws the page when its script has run.
  }

  const doc = win.document;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of config.scripts.preload) {
      const link = doc.createElement('link');
      link.setAttribute('rel', 'modulepreload');
      link.setAttribute('crossorigin', '');
      link.setAttribute('href', href);
      doc.head.appendChild(link);
    }
    // Each chunk the entry imports as a module script of its own, one insertion per task: the
    // browser then runs each chunk in its own task as it arrives (the entry finds them done),
    // instead of one long task for the whole graph that a phone cannot interrupt to answer a tap.
    const queue = config.scripts.modules.concat([config.scripts.entry]);
    const next = () => {
      const src = queue.shift();
      if (!src) return;
      const node = doc.createElement('script');
      node.setAttribute('type', 'module');
      node.setAttribute('crossorigin', '');
      node.setAttribute('src', src);
      doc.head.appendChild(node);
      win.setTimeout(next, 0);
    };
    next();
  };
  // Never later than this, whatever the paint timing says.
  win.setTimeout(start, 1500);
  const Observer = win.PerformanceObserver;
  if (doc.hidden) {
    start();
  } else if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    const observer = new Observer((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else if (win.requestAnimationFrame) {
    win.requestAnimationFrame(() => win.setTimeout(start, 0));
  } else {
    start();
  }
}
