import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A page a first visit often opens directly (a shared link, a tile, a bookmark). */
type RoutePage = {
  /** The first segment of its paths: `/sports`, `/sports/event/7` … */
  segment: string;
  /** Modules of src/ it loads on the way to its first paint, `{lang}` for the brand's language. */
  modules: string[];
};

/**
 * The sportsbook's lobby is the site's second front door. Its chain, as index.html alone starts it,
 * is five requests one after another (entry, route table, page and layout, texts, then the data);
 * a phone on a slow line spends a round trip on each before the matches paint.
 */
const ROUTE_PAGES: RoutePage[] = [
  {
    segment: 'sports',
    modules: [
      'app/pages.ts',
      'app/layouts/page-layout.tsx',
      'app/routes/sports.tsx',
      'i18n/account/{lang}.ts',
      'i18n/sports/{lang}.ts',
    ],
  },
];

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * Writes `routes/<segment>.html` beside index.html for each page above: index.html with a
 * `modulepreload` for every chunk the page needs that the entry does not bring, and a style
 * preload for their sheets, so that the browser fetches them all at once while the entry runs.
 * The server sends it for the page's paths (plugins/web.ts); every other path keeps index.html.
 */
export function routeHtml(lang: string): Plugin {
  let outDir = '';
  return {
    name: 'kirin-route-html',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (item): item is OutputChunk & (typeof bundle)[string] => item.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (from: OutputChunk[]) => {
          const seen = new Set<string>();
          const visit = (chunk: OutputChunk | undefined) => {
            if (!chunk || seen.has(chunk.fileName)) return;
            seen.add(chunk.fileName);
            for (const file of chunk.imports) visit(byFile.get(file));
          };
          from.forEach(visit);
          return seen;
        };
        const sheets = (files: Set<string>) =>
          new Set(
            [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
          );
        const entry = closure(chunks.filter((chunk) => chunk.isEntry));
        const entrySheets = sheets(entry);
        const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        for (const page of ROUTE_PAGES) {
          const wanted = page.modules.map((file) => {
            const id = `/apps/web/src/${file.replace('{lang}', lang)}`;
            const chunk = chunks.find((c) => c.moduleIds.some((m) => m.endsWith(id)));
            if (!chunk) throw new Error(`route-html: no chunk holds ${id} (${page.segment})`);
            return chunk;
          });
          // Not what the entry brings, nor what index.html names already (the runtime chunk).
          const files = [...closure(wanted)].filter(
            (file) => !entry.has(file) && !index.includes(`/${file}"`),
          );
          const css = [...sheets(new Set(files))].filter((file) => !entrySheets.has(file));
          const links = [
            ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
            ...css.map((file) => `<link rel="preload" as="style" href="/${file}">`),
          ].join('');
          fs.mkdirSync(path.join(outDir, 'routes'), { recursive: true });
          fs.writeFileSync(
            path.join(outDir, 'routes', `${page.segment}.html`),
            index.replace('</head>', `${links}</head>`),
          );
        }
      },
    },
  };
}
