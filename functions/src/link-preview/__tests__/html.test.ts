import { describe, expect, it } from 'vitest';
import { clip, escapeHtml, headTags, renderPage, scriptJson, type PreviewMeta } from '../html';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Wayfare: plan trips." />
    <meta property="og:site_name" content="Wayfare" />
    <meta property="og:title" content="Wayfare: plan trips together" />
    <meta property="og:type" content="website" />
    <title>Wayfare</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page: PreviewMeta = {
  title: 'Ana <b>"Tiles"</b> & co',
  description: "It's </script><script>alert(1)</script> $& $' $1",
  canonical: 'https://wayfare.app/ana?x="1"',
  type: 'profile',
  image: { url: 'https://wayfare.app/og/profile/ana.png', alt: 'Ana & co' },
  extra: [['profile:username', 'ana']],
  jsonLd: { '@type': 'Person', name: '</script><!-- Ana\u2028' },
};

describe('escapeHtml', () => {
  it('escapes the five characters that can end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('scriptJson', () => {
  it('cannot close its script element or open a comment, and parses back to the same value', () => {
    const json = scriptJson(page.jsonLd);
    expect(json).not.toMatch(/<\/script|<!--|\u2028/);
    expect(JSON.parse(json)).toEqual(page.jsonLd);
  });
});

describe('clip', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(clip('  Tiles   and tarts ', 40)).toBe('Tiles and tarts');
    expect(clip('Tiles and tarts and viewpoints', 20)).toBe('Tiles and tarts and…');
    expect(clip('Tiles and tarts and viewpoints', 20).length).toBeLessThanOrEqual(20);
  });
});

describe('headTags', () => {
  it('writes every tag a crawler reads, escaped', () => {
    const tags = headTags(page);
    expect(tags).toContain('<title>Ana &lt;b&gt;&quot;Tiles&quot;&lt;/b&gt; &amp; co</title>');
    expect(tags).toContain('<link rel="canonical" href="https://wayfare.app/ana?x=&quot;1&quot;" />');
    expect(tags).toContain('<meta property="og:image" content="https://wayfare.app/og/profile/ana.png" />');
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta property="profile:username" content="ana" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain('<meta name="twitter:image:alt" content="Ana &amp; co" />');
    expect(tags).not.toContain('<script>alert');
  });

  it('is a summary card without an image, and says noindex when asked', () => {
    const tags = headTags({ ...page, image: null, noindex: true });
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('og:image');
  });
});

describe('renderPage', () => {
  it("replaces the template's default tags instead of adding a second set, and keeps the rest", () => {
    const html = renderPage(TEMPLATE, page);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html.match(/property="og:type"/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:site_name" content="Wayfare" />');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it("writes $ patterns in stored text as text (no replacement patterns)", () => {
    const html = renderPage(TEMPLATE, page, '<p>$&amp; $\' $1</p>');
    expect(html).toContain("It&#39;s &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#39; $1");
    expect(html).toContain('<div id="root"><p>$&amp; $\' $1</p></div>');
  });

  it('is the template itself with no page and no body', () => {
    expect(renderPage(TEMPLATE, null)).toBe(TEMPLATE);
  });
});
