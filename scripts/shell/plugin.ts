import { createServer, type HtmlTagDescriptor, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

interface ShellScripts {
  entry: string;
  modules: string[];
  preload: string[];
}

interface ShellModule {
  renderStaticShell(scripts: ShellScripts): Promise<{ html: string; bootScript: string }>;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Takes Vite's entry script and modulepreloads out of the page: the boot script adds them after the first paint. */
export function takeScripts(html: string): { html: string; entry: string; modules: string[] } {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry script for the static shell to start');
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return { html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry, modules };
}

/**
 * The boot script runs the entry's chunks before the entry, each as its own script. That is only
 * safe when none of them imports the entry (a cycle would run the entry from inside a chunk).
 */
function assertRunnableFirst(bundle: Rollup.OutputBundle, entry: string, modules: string[]): void {
  const byFile = new Map<string, OutputChunk>(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[`/${item.fileName}`, item] as const] : [])));
  const reaches = (file: string, seen = new Set<string>()): boolean => {
    if (file === entry) return true;
    if (seen.has(file)) return false;
    seen.add(file);
    return (byFile.get(file)?.imports ?? []).some((imported) => reaches(`/${imported}`, seen));
  };
  const cyclic = modules.filter((file) => reaches(file));
  if (cyclic.length > 0) throw new Error(`static shell: ${cyclic.join(', ')} import the entry ${entry} and cannot run before it`);
}

/** The chunk of a lazily loaded page module (e.g. the lobby), by the module's path. */
export function pageChunk(bundle: Rollup.OutputBundle, page: string): OutputChunk | undefined {
  return Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && Boolean(item.facadeModuleId?.split('\\').join('/').endsWith(page)));
}

/** The chunks given and every chunk they import statically, each once. */
export function staticClosure(bundle: Rollup.OutputBundle, roots: OutputChunk[]): OutputChunk[] {
  const byFile = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  roots.forEach(visit);
  return [...seen.values()];
}

/**
 * The stylesheets a page chunk needs on first paint: its own and those of every chunk it imports
 * statically (a shared chunk, e.g. the games placeholder's, carries its own CSS file).
 */
export function pageCss(bundle: Rollup.OutputBundle, page: OutputChunk): string[] {
  return [...new Set(staticClosure(bundle, [page]).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
}

/** Whether the page already has a render-blocking <link rel="stylesheet"> to this built CSS file. */
export function linksStylesheet(html: string, css: string): boolean {
  return [...html.matchAll(/<link\b[^>]*>/g)].some(([tag]) => tag.includes('rel="stylesheet"') && tag.includes(`href="/${css}"`));
}

/**
 * Puts the static shell into the built index.html (see src/app/shell/prerender.tsx): the
 * pre-rendered lobby, splash and notice before #root, the boot script first in <head>, and the
 * lobby page's stylesheet as a blocking one so the shell paints styled. The entry script and its
 * modulepreloads (the lobby chunk's among them, see scripts/pwa) move into the boot script, which
 * adds them after the first paint. The render runs the real components through Vite's SSR loader
 * with this project's own config, so texts and CSS-module class names match the client build.
 */
export function staticShell(options: { module: string; lobbyPage: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'swerte:static-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (ctx.path !== '/index.html') return undefined; // the scene gallery has no shell
        const lobby = pageChunk(ctx.bundle ?? {}, options.lobbyPage);
        if (!lobby) throw new Error(`the lobby page ${options.lobbyPage} is not a chunk of this build`);
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> for the static shell');
        const taken = takeScripts(html);
        // The lobby page is preloaded (scripts/pwa) but only the router may run it: it imports the entry.
        const modules = taken.modules.filter((file) => file !== `/${lobby.fileName}`);
        assertRunnableFirst(ctx.bundle ?? {}, taken.entry, modules);
        const shell = await renderShell(config, options.module, { entry: taken.entry, modules, preload: [`/${lobby.fileName}`] });
        const tags: HtmlTagDescriptor[] = [
          { tag: 'script', children: shell.bootScript, injectTo: 'head-prepend' },
          // The pwa plugin preloads them; the shell needs them before its first paint (those the entry
          // already links are left out).
          ...pageCss(ctx.bundle ?? {}, lobby)
            .filter((css) => !linksStylesheet(html, css))
            .map((css) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` }, injectTo: 'head' as const })),
        ];
        return { html: taken.html.replace('<div id="root"></div>', `${shell.html}\n    <div id="root"></div>`), tags };
      },
    },
  };
}

async function renderShell(config: ResolvedConfig, module: string, scripts: ShellScripts): Promise<{ html: string; bootScript: string }> {
  const server = await createServer({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const shell = (await server.ssrLoadModule(module)) as ShellModule;
    return await shell.renderStaticShell(scripts);
  } finally {
    await server.close();
  }
}
