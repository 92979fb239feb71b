import { DOMParser } from '@xmldom/xmldom';

/** An XML document, its parser's warnings silenced (what matters is checked after); throws on XML it cannot read. */
export function parseXml(xml: string): Node {
  return new DOMParser({ errorHandler: () => undefined }).parseFromString(xml, 'text/xml') as unknown as Node;
}
