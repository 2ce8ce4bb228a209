/**
 * The app's index.html with a page's own head: title, description, canonical
 * address, Open Graph and Twitter card tags, JSON-LD, and optionally markup
 * painted inside #root before the app's JavaScript runs. Every value is
 * escaped here, whatever its source: stored text is written by users.
 */

export interface PreviewMeta {
  title: string;
  description: string;
  /** Absolute address of the page's one canonical URL. */
  canonical: string;
  /** og:type: profile, article, website. */
  type: string;
  /** Absolute address of a 1200x630 image, or null (a summary card without image). */
  image: { url: string; alt: string } | null;
  /** Extra Open Graph properties (profile:username...). */
  extra?: ReadonlyArray<readonly [string, string]>;
  /** schema.org data, written as application/ld+json. */
  jsonLd: Record<string, unknown> | null;
  /** Tell crawlers not to index (the 404 page). */
  noindex?: boolean;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML text node or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * JSON for inside a <script> element: no `</script>`, `<!--` or line
 * separators can end the element or the string early.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** At most `max` characters, cut at a word with an ellipsis; spaces collapsed. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  // One character is the ellipsis; a space just after the cut still ends a whole word.
  const space = flat.slice(0, max).lastIndexOf(' ');
  const cut = space > max / 2 ? flat.slice(0, space) : flat.slice(0, max - 1);
  return `${cut.replace(/[\s,.;:]+$/, '')}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;

/** The head tags of a page, one per line. */
export function headTags(page: PreviewMeta): string {
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(page.canonical)}" />`,
    ...(page.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:type', page.type),
    meta('property', 'og:url', page.canonical),
    ...(page.image
      ? [
          meta('property', 'og:image', page.image.url),
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:height', '630'),
          meta('property', 'og:image:alt', page.image.alt),
        ]
      : []),
    ...(page.extra ?? []).map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...(page.image ? [meta('name', 'twitter:image', page.image.url), meta('name', 'twitter:image:alt', page.image.alt)] : []),
    ...(page.jsonLd ? [`<script type="application/ld+json">${scriptJson(page.jsonLd)}</script>`] : []),
  ];
  return tags.join('\n    ');
}

/** The template's own tags that a page replaces (the app's defaults for every page). */
const REPLACED = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+(?:name|property)="(?:description|robots|og:(?:title|description|type|url|image)[^"]*|twitter:[^"]*)"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
];

const ROOT = /<div id="root"><\/div>/;

/**
 * The template with the page's head tags in place of its defaults, and
 * `body` (already escaped markup) inside #root, where React renders later.
 */
export function renderPage(template: string, page: PreviewMeta | null, body = ''): string {
  let html = template;
  if (page) {
    for (const pattern of REPLACED) html = html.replace(pattern, '');
    // A function, not a string: `$&` or `$'` in stored text must stay text.
    const tags = headTags(page);
    html = html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  }
  if (body) html = html.replace(ROOT, () => `<div id="root">${body}</div>`);
  return html;
}
