/**
 * Microdata items of a parsed page as JSON-like objects, the shape JSON-LD
 * gives, so one reader serves both. Follows the HTML standard's rules for an
 * item's properties (itemref included) and for each property's value.
 */
import { shortName, type Thing } from './schema-org-values';

// Elements whose value is an attribute rather than their text, per the HTML standard.
const ATTRIBUTE_VALUES: Record<string, string> = {
  meta: 'content',
  audio: 'src',
  embed: 'src',
  iframe: 'src',
  img: 'src',
  source: 'src',
  track: 'src',
  video: 'src',
  a: 'href',
  area: 'href',
  link: 'href',
  object: 'data',
  data: 'value',
  meter: 'value',
};

/** The elements that are an item's properties, in document order: its descendants and itemref'd elements, not those of nested items. */
function propertyElements(root: Element): Element[] {
  const document = root.ownerDocument;
  const pending: Element[] = [...root.children];
  for (const id of (root.getAttribute('itemref') ?? '').split(/\s+/).filter(Boolean)) {
    const referenced = document.getElementById(id);
    if (referenced) pending.push(referenced);
  }
  const seen = new Set<Element>([root]);
  const found: Element[] = [];
  while (pending.length > 0) {
    const current = pending.shift();
    if (!current || seen.has(current)) continue;
    seen.add(current);
    if (!current.hasAttribute('itemscope')) pending.push(...current.children);
    if ((current.getAttribute('itemprop') ?? '').trim() !== '') found.push(current);
  }
  return found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

function propertyValue(element: Element, open: Set<Element>): unknown {
  if (element.hasAttribute('itemscope')) return item(element, open);
  const tag = element.localName;
  const attribute = ATTRIBUTE_VALUES[tag];
  if (attribute !== undefined) return (element.getAttribute(attribute) ?? '').trim();
  if (tag === 'time' && element.hasAttribute('datetime')) return (element.getAttribute('datetime') ?? '').trim();
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** One item as an object: "@type" from its itemtype, each property once or as a list when repeated. */
function item(root: Element, open: Set<Element>): Thing | null {
  // An item that is its own property, through itemref, would nest without end.
  if (open.has(root)) return null;
  const inner = new Set(open).add(root);
  const thing: Thing = {};
  const [type] = (root.getAttribute('itemtype') ?? '').split(/\s+/).filter(Boolean);
  if (type !== undefined) thing['@type'] = shortName(type);
  for (const element of propertyElements(root)) {
    const found = propertyValue(element, inner);
    if (found === null) continue;
    for (const name of (element.getAttribute('itemprop') ?? '').split(/\s+/).filter(Boolean).map(shortName)) {
      const earlier = thing[name];
      thing[name] = earlier === undefined ? found : Array.isArray(earlier) ? [...(earlier as unknown[]), found] : [earlier, found];
    }
  }
  return thing;
}

/** Every top-level typed microdata item of the document. */
export function microdataItems(document: Document): Thing[] {
  return [...document.querySelectorAll('[itemscope][itemtype]:not([itemprop])')]
    .map((root) => item(root, new Set()))
    .filter((thing) => thing !== null);
}
