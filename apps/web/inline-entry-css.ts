import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet into index.html as a `<style>`. The home cannot paint before it,
 * and as a file it costs a request of its own on the path to first paint (a round trip on a
 * phone's network; Lighthouse flagged it as render-blocking). It is a few KB, and the HTML is
 * compressed and kept by the service worker like the file was. The page's CSP already allows
 * inline styles (the brand's colour tokens come the same way).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'kirin-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return tag;
            // Lazy chunks list this file among their CSS, and Vite's preloader adds a <link> for
            // any listed file the page has no <link> for: the sheet would then come again, after
            // the chunks' own CSS, and win over them. A disabled <link> is never fetched or
            // applied, and tells the preloader the sheet is in.
            return `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
          },
        );
      },
    },
  };
}
