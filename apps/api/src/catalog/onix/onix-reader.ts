import { SaxesParser, type SaxesTag } from 'saxes';
import { referenceName } from './onix-tags.ts';

/** An element of one record, by reference name; `text` holds its text (HTML for a Text element). */
export interface OnixElement {
  name: string;
  attributes: Record<string, string>;
  children: OnixElement[];
  text: string;
}

export type OnixEvent =
  /**
   * The root element: whether it is an ONIX message at all (`ONIXMessage` or its short tag; an HTML
   * page is not), and the release it declares (none in ONIX 2.1).
   */
  | { kind: 'message'; isOnix: boolean; release: string | null }
  | { kind: 'header'; element: OnixElement }
  | { kind: 'record'; element: OnixElement; line: number; problem: RecordProblem | null }
  /** Bytes of the file read so far. */
  | { kind: 'progress'; bytes: number };

export type RecordProblem =
  | { reason: 'onixNotWellFormed'; detail: string }
  | { reason: 'onixNotClosed' }
  | { reason: 'onixRecordTooLarge' };

/**
 * A record longer than this (characters of XML, about 1 MB) is reported and skipped: what was read of
 * it is dropped (its RecordReference aside) and the rest is not kept, so that one record cannot grow
 * the heap. Real records are a few kilobytes.
 */
export const MAX_RECORD_CHARS = 1_000_000;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The decoder the XML declaration asks for: ISO-8859-1 and Windows-1252 feeds exist beside UTF-8. */
const decoderFor = (head: Buffer) => {
  const declared = /encoding\s*=\s*["']([\w.-]+)["']/i.exec(head.subarray(0, 300).toString('latin1'))?.[1];
  const encoding = declared?.toLowerCase() ?? 'utf-8';
  if (encoding === 'iso-8859-1' || encoding === 'latin1' || encoding === 'latin-1') {
    return { decode: (chunk: Buffer) => chunk.toString('latin1'), end: () => '' };
  }
  const decoder = new TextDecoder(encoding === 'windows-1252' ? 'windows-1252' : 'utf-8');
  return { decode: (chunk: Buffer) => decoder.decode(chunk, { stream: true }), end: () => decoder.decode() };
};

/** Attributes by name; the parser runs without namespaces, so their values are plain strings. */
const attributesOf = (tag: SaxesTag) => {
  const attributes: Record<string, string> = {};
  for (const name in tag.attributes) {
    const value = tag.attributes[name]!;
    attributes[name] = typeof value === 'string' ? value : value.value;
  }
  return attributes;
};

const element = (tag: SaxesTag): OnixElement => ({
  name: referenceName(tag.name),
  attributes: attributesOf(tag),
  children: [],
  text: '',
});

/**
 * Reads an ONIX file chunk by chunk and yields its records one at a time: memory holds one chunk
 * and one record, whatever the size of the file. A record that is not well-formed comes with its
 * problem; the reading goes on with the next record.
 */
export async function* readOnix(chunks: AsyncIterable<Buffer>): AsyncGenerator<OnixEvent> {
  const parser = new SaxesParser({ position: true });
  const events: OnixEvent[] = [];
  let rootSeen = false;
  let record: { element: OnixElement; line: number; problem: RecordProblem | null } | null = null;
  let open: OnixElement[] = [];
  /** How deep we are in XHTML written as elements inside a Text element. */
  let htmlDepth = 0;
  /** Where the record began, and whether it is too large and is only read through to its end. */
  let recordStart = 0;
  let skipping = false;

  const tooLarge = () => {
    if (skipping) return true;
    if (!record || parser.position - recordStart <= MAX_RECORD_CHARS) return false;
    skipping = true;
    record.problem = { reason: 'onixRecordTooLarge' };
    record.element.children = record.element.children.filter((child) => child.name === 'RecordReference');
    open = [record.element];
    htmlDepth = 0;
    return true;
  };
  const isRecordTag = (tag: SaxesTag) => ['Product', 'Header'].includes(referenceName(tag.name));

  const finish = () => {
    if (!record) return;
    if (record.element.name === 'Header') events.push({ kind: 'header', element: record.element });
    else events.push({ kind: 'record', ...record });
    record = null;
    open = [];
    htmlDepth = 0;
    skipping = false;
  };

  parser.on('opentag', (tag) => {
    if (!rootSeen) {
      rootSeen = true;
      events.push({
        kind: 'message',
        isOnix: referenceName(tag.name) === 'ONIXMessage',
        release: attributesOf(tag).release ?? null,
      });
      return;
    }
    if (!isRecordTag(tag) && tooLarge()) return;
    const current = open.at(-1);
    if (current && (htmlDepth > 0 || current.name === 'Text')) {
      const local = tag.name.slice(tag.name.indexOf(':') + 1);
      current.text += tag.isSelfClosing ? `<${local}/>` : `<${local}>`;
      if (!tag.isSelfClosing) htmlDepth++;
      return;
    }
    const name = referenceName(tag.name);
    if (name === 'Product' || name === 'Header') {
      if (record) {
        record.problem ??= { reason: 'onixNotClosed' };
        finish();
      }
      record = { element: element(tag), line: parser.line, problem: null };
      open = [record.element];
      recordStart = parser.position;
      return;
    }
    if (!current) return;
    const child = element(tag);
    current.children.push(child);
    open.push(child);
  });

  parser.on('closetag', (tag) => {
    if (!record) return;
    if (tooLarge()) {
      if (referenceName(tag.name) === record.element.name) finish();
      return;
    }
    if (htmlDepth > 0) {
      if (!tag.isSelfClosing) {
        htmlDepth--;
        open.at(-1)!.text += `</${tag.name.slice(tag.name.indexOf(':') + 1)}>`;
      }
      return;
    }
    const name = referenceName(tag.name);
    if (name === record.element.name) return finish();
    if (open.at(-1)?.name === name) open.pop();
  });

  const onText = (text: string) => {
    if (tooLarge()) return;
    const current = open.at(-1);
    if (current) current.text += htmlDepth > 0 ? escapeHtml(text) : text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  let brokenBefore = false;
  parser.on('error', (error) => {
    const detail = error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '');
    // After a broken record the parser may believe the root closed: what it then says of the root is an echo.
    const echo = brokenBefore && /root/.test(detail);
    brokenBefore = true;
    if (record && !echo) record.problem ??= { reason: 'onixNotWellFormed', detail };
  });

  let decoder: ReturnType<typeof decoderFor> | null = null;
  let bytes = 0;
  for await (const chunk of chunks) {
    bytes += chunk.length;
    decoder ??= decoderFor(chunk);
    parser.write(decoder.decode(chunk));
    tooLarge();
    yield* events.splice(0);
    yield { kind: 'progress', bytes };
  }
  if (decoder) parser.write(decoder.end());
  parser.close();
  if (record) {
    (record as { problem: RecordProblem | null }).problem ??= { reason: 'onixNotClosed' };
    finish();
  }
  yield* events.splice(0);
}
