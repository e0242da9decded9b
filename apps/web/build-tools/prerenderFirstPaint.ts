// Build step: the first paint without script (docs/adr/009-first-paint-without-script.md). Once Vite wrote the
// build, renders with the app's own modules, in jsdom, the markup React gives for /login and for the application
// frame (src/first-paint/renderFirstPaint.tsx), and rewrites dist/index.html:
// - index.html gets the login markup inside <div id="root">, app-frame.html the application frame, app.html an empty
//   root; home-morning.html and home-evening.html the home page's frame with its hero ("Bonjour"/"Bonsoir", the
//   first name and the date left as core's FIRST_PAINT_SLOTS, which the API fills for the user it recognises); the
//   API sends the one the navigation needs, so no script chooses and the first paint needs none;
// - the first route's CSS and the login page's inline in a <style> (no stylesheet request before the first paint);
//   their <link>s stay, `disabled` (not fetched), so that Vite's loader of the lazy chunks sees them as present.
// React then replaces that markup with the same markup (src/main.tsx).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { builtinEnvironments } from 'vitest/runtime';
import { FIRST_PAINT_PAGES, HOME_CHUNK_KEYS, HOME_PAGE_CHUNK_KEY, FRAME_CHUNK_KEYS, LOGIN_CHUNK_KEYS, unstyledClasses, type FirstPaintMarkup } from './firstPaintPages';

/** The chunk files a chunk and its static imports load. */
function filesOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key]!.imports ?? []) filesOf(manifest, imported, seen);
  return seen;
}

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

/** The CSS files that a chunk and its static imports bring. */
function cssOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>(), css = new Set<string>()): Set<string> {
  if (seen.has(key)) return css;
  seen.add(key);
  const chunk = manifest[key];
  for (const file of chunk?.css ?? []) css.add(file);
  for (const imported of chunk?.imports ?? []) cssOf(manifest, imported, seen, css);
  return css;
}

/** Renders the first-paint markup with a Vite server on the app's config, inside a jsdom window. */
async function renderMarkup(root: string): Promise<FirstPaintMarkup> {
  // Vitest's own jsdom environment (the one the web unit tests run in), at /login.
  const environment = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost/login', pretendToBeVisual: true } });
  // What jsdom lacks and the app calls: CSS.escape (react-aria), scrollTo (the router's scroll restoration).
  const css = { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`), supports: () => false };
  Object.assign((globalThis as unknown as { window: object }).window, { CSS: css, scrollTo: () => undefined });
  const hadCss = 'CSS' in globalThis;
  if (!hadCss) Object.assign(globalThis, { CSS: css });
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    // The router's own modules, resolved for the browser (its `isServer` must not be Node's): inlined, with the
    // `development` condition whose isServer defers to the router (no document → server; jsdom → browser).
    ssr: { noExternal: [/^@tanstack\//], resolve: { conditions: ['development'] } },
  });
  try {
    const module = (await server.ssrLoadModule('/src/first-paint/renderFirstPaint.tsx')) as { renderFirstPaint: () => Promise<FirstPaintMarkup> };
    const markup = await module.renderFirstPaint();
    // Let the unmounted trees' last scheduled work (React's scheduler, timers) run while the DOM globals exist.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return markup;
  } finally {
    await server.close();
    if (!hadCss) Reflect.deleteProperty(globalThis, 'CSS');
    await environment.teardown(globalThis);
  }
}

/** Writes the first paint into `dist/index.html` (see the file's header). */
export function writeFirstPaint(outDir: string, markup: FirstPaintMarkup): void {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('prerenderFirstPaint: no entry chunk in the manifest');
  for (const key of LOGIN_CHUNK_KEYS) if (!manifest[key]) throw new Error(`prerenderFirstPaint: ${key} is not a chunk of the build`);
  const cssFiles = [...new Set([entryKey, ...LOGIN_CHUNK_KEYS].flatMap((key) => [...cssOf(manifest, key)]))];
  // The greeting pages also draw the home page's hero: the home chunk's CSS is inline there too.
  const homeCssFiles = [...cssOf(manifest, HOME_PAGE_CHUNK_KEY)].filter((file) => !cssFiles.includes(file));
  const cssText = (files: readonly string[]) => files.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
  // Every class of the prerendered markup must be styled by the inline CSS, or the first paint would differ from
  // React's (a chunk's CSS not listed above, or CSS-module names that differ between the build and the prerender).
  const unstyled = [
    ...unstyledClasses(markup.login + markup.frame, cssText(cssFiles)),
    ...unstyledClasses(markup.homeMorning + markup.homeEvening, cssText([...cssFiles, ...homeCssFiles])),
  ];
  if (unstyled.length > 0) throw new Error(`prerenderFirstPaint: classes of the first paint without CSS: ${[...new Set(unstyled)].join(', ')}`);

  const built = readFileSync(join(outDir, 'index.html'), 'utf8');
  if (!built.includes('<div id="root"></div>')) throw new Error('prerenderFirstPaint: index.html has no empty <div id="root">');
  // The entry's stylesheets become inline; lazy chunks' stylesheets are declared, disabled, so none is fetched twice.
  const withInlineCss = (files: readonly string[]) => {
    const declared = files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`).join('\n    ');
    return built.replace(/\s*<link rel="stylesheet"[^>]*>/g, '').replace('</head>', `  <style data-first-paint>${cssText(files)}</style>\n    ${declared}\n  </head>`);
  };
  const html = withInlineCss(cssFiles);
  // `data-first-paint` says the markup is not React's yet (main.tsx removes it once React took over). Until then the
  // login form cannot be submitted: its submit button is a plain button (and a form of two fields without one is
  // not submitted by Enter), so nothing typed leaves in a native GET of /login; what was typed is handed to React.
  const withRoot = (content: string, page = html) => page.replace('<div id="root"></div>', `<div id="root" data-first-paint>${content}</div>`);
  const inertLogin = markup.login.replaceAll('type="submit"', 'type="button"');
  // A protected page's chunks, fetched with the entry rather than after the guard (their CSS too, unless inline).
  const entryFiles = new Set([...filesOf(manifest, entryKey)].map((key) => manifest[key]!.file));
  const withPreloads = (keys: readonly string[], page = html, inlineCss = cssFiles) => {
    const chunkKeys = new Set(keys.flatMap((key) => [...filesOf(manifest, key)]));
    const files = [...chunkKeys].map((key) => manifest[key]!.file).filter((file) => !entryFiles.has(file));
    const styles = [...new Set(keys.flatMap((key) => [...cssOf(manifest, key)]))].filter((file) => !inlineCss.includes(file));
    const links = [...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`), ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`)];
    return page.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  };
  const greetingCss = [...cssFiles, ...homeCssFiles];
  const greetingHtml = withPreloads(HOME_CHUNK_KEYS, withInlineCss(greetingCss), greetingCss);
  writeFileSync(join(outDir, FIRST_PAINT_PAGES.login), withRoot(inertLogin));
  writeFileSync(join(outDir, FIRST_PAINT_PAGES.frame), withRoot(markup.frame, withPreloads(FRAME_CHUNK_KEYS)));
  writeFileSync(join(outDir, FIRST_PAINT_PAGES.home), withRoot(markup.frame, withPreloads(HOME_CHUNK_KEYS)));
  writeFileSync(join(outDir, FIRST_PAINT_PAGES.homeMorning), withRoot(markup.homeMorning, greetingHtml));
  writeFileSync(join(outDir, FIRST_PAINT_PAGES.homeEvening), withRoot(markup.homeEvening, greetingHtml));
  writeFileSync(join(outDir, FIRST_PAINT_PAGES.blank), html);
}

/** The Vite plugin: after the build is written, before its compressed copies (compressAssets). */
export function prerenderFirstPaint(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'cible:prerender-first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        writeFirstPaint(outDir, await renderMarkup(root));
      },
    },
  };
}
