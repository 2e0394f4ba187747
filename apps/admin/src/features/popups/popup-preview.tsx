import { PROMO_IMAGE_URL, type Lang } from '@kirin/contract';
import { useLanguage } from '../../i18n/language.tsx';

/** What the member reads, in one language (already fallen back to zh-CN where it had to). */
export type PreviewContent = { title: string; body: string; imageUrl: string; link: string };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The member site's pop-up card (apps/web site-popup.css), over a dimmed phone page.
const STYLE = `
*{box-sizing:border-box;margin:0}
body{font:14px/1.5 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f3f5;height:100vh;overflow:hidden}
.page{padding:12px;display:grid;gap:12px}
.page i{display:block;height:56px;border-radius:10px;background:#fff}
.page i.big{height:150px}
.backdrop{position:fixed;inset:0;display:grid;place-items:center;padding:24px 20px;background:rgb(0 0 0/.6)}
.card{position:relative;width:100%;max-height:100%;overflow:auto;border-radius:16px;background:#fff;color:#1f2329;box-shadow:0 12px 40px rgb(0 0 0/.35)}
.close{position:absolute;top:8px;right:8px;width:36px;height:36px;border-radius:18px;background:rgb(0 0 0/.45);color:#fff;display:grid;place-items:center;font-size:20px;line-height:1}
.image{display:block;width:100%;aspect-ratio:3/2;object-fit:cover;background:#e5e6eb}
.main{display:grid;gap:12px;padding:16px 20px 14px}
.title{font-size:18px;text-align:center;overflow-wrap:anywhere}
.text{line-height:1.6;overflow-wrap:anywhere}
.text p+p{margin-top:8px}
.text img{max-width:100%}
.text a{color:#1677ff;pointer-events:none}
.go{display:block;width:100%;padding:10px;border-radius:22px;background:#1677ff;color:#fff;text-align:center}
.foot{display:flex;align-items:center;gap:6px;min-height:36px;font-size:13px;color:#86909c}
.foot b{width:16px;height:16px;border:1px solid #c9cdd4;border-radius:3px}
`;

function previewDocument(content: PreviewContent, lang: Lang, chrome: Record<string, string>) {
  const image = PROMO_IMAGE_URL.test(content.imageUrl)
    ? `<img class="image" src="${escape(content.imageUrl)}" alt="">`
    : '';
  const go = content.link ? `<div class="go">${escape(chrome.view!)}</div>` : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${STYLE}</style></head>
<body><div class="page"><i class="big"></i><i></i><i></i><i></i><i></i></div>
<div class="backdrop"><div class="card"><div class="close" aria-label="${escape(chrome.close!)}">×</div>${image}
<div class="main"><h2 class="title">${escape(content.title)}</h2>
<div class="text">${content.body}</div>${go}
<div class="foot"><b></b>${escape(chrome.hideToday!)}</div></div></div></div></body></html>`;
}

/**
 * The pop-up on a phone as a member in `lang` sees it. The text is the operator's HTML: it is
 * shown in a sandboxed frame (no script, no form, no navigation of the console), so a draft not
 * yet sanitised by the server can do nothing to the console.
 */
export function PopupPreview({ content, lang }: { content: PreviewContent; lang: Lang }) {
  const { texts } = useLanguage();
  const t = texts.popups;
  return (
    <iframe
      className="popup-preview-phone"
      title={t.preview}
      // Same origin, so that our own /media pictures load (their CORP is same-origin); never
      // scripts, which are what would make that dangerous.
      sandbox="allow-same-origin"
      srcDoc={previewDocument(content, lang, t.memberChrome[lang])}
    />
  );
}
