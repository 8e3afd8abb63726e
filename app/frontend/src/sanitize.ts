/**
 * The bundle's `sanitize-html`, for ipywidgets' descriptions that allow HTML (base-manager's
 * `inline_sanitize`, which gives the allowed tags and attributes, as in JupyterLab). It keeps
 * sanitize-html's rules for those options: a tag not allowed is dropped with its text kept
 * (script, style and the like with their text too), an attribute not allowed is dropped, and a
 * link or source may be relative or use http, https, ftp, mailto or tel only. The browser's own
 * parser reads the HTML into a template, where nothing runs or loads, instead of the two hundred
 * kilobytes that sanitize-html weighs.
 */
interface Options {
  allowedTags: string[];
  allowedAttributes: Record<string, string[]>;
}

const WITH_TEXT_DROPPED = new Set(['script', 'style', 'textarea', 'option', 'xmp']);
const URL_ATTRIBUTES = new Set(['href', 'src']);
const SCHEMES = new Set(['http', 'https', 'ftp', 'mailto', 'tel']);

export default function sanitize(html: string, options: Options): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  clean(template.content, options);
  return template.innerHTML;
}

function clean(parent: Node, options: Options): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.remove();
      continue;
    }
    const element = node as Element;
    const tag = element.localName;
    clean(element, options);
    if (!options.allowedTags.includes(tag)) {
      if (WITH_TEXT_DROPPED.has(tag)) element.remove();
      else element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    const allowed = [...(options.allowedAttributes[tag] ?? []), ...(options.allowedAttributes['*'] ?? [])];
    for (const { name, value } of Array.from(element.attributes)) {
      if (!allowed.some((pattern) => matches(pattern, name)) || (URL_ATTRIBUTES.has(name) && !safeUrl(value))) {
        element.removeAttribute(name);
      }
    }
  }
}

function matches(pattern: string, name: string): boolean {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}

function safeUrl(url: string): boolean {
  // Browsers ignore control characters and spaces in a scheme ("java\tscript:").
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\x00-\x20]/g, ''));
  return !scheme || SCHEMES.has(scheme[1].toLowerCase());
}
