// What an attached document is, from its first bytes, never from its name or the type the
// browser declared (decisions §12), and the name it is kept and sent under.
import type { DocumentType } from '@scout/domain';

/** The signatures of the three kinds Scout accepts. */
const SIGNATURES: { type: DocumentType; bytes: readonly number[] }[] = [
  // "%PDF-"
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // SOI marker, then the first segment's marker
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // "\x89PNG\r\n\x1a\n"
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The document's type by its content; null for anything else. */
export function sniffDocumentType(data: Uint8Array): DocumentType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (data.length >= bytes.length && bytes.every((byte, i) => data[i] === byte)) return type;
  }
  return null;
}

/** The extension a kept name ends with, so the file opens as what it is. */
const EXTENSION: Record<DocumentType, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};
/** Extensions that name one of the three kinds: replaced by the right one, never doubled up. */
const KNOWN_EXTENSION = /\.(pdf|jpe?g|jpe|png)$/i;

export const DOCUMENT_NAME_MAX = 120;

/**
 * The name a document is kept and downloaded under: the last segment of what the browser
 * sent (no folders, either slash), without control or formatting characters (which can
 * disguise an extension) or characters file systems refuse, spaces collapsed, no leading
 * dots, at most DOCUMENT_NAME_MAX characters, ending with the extension of what the content
 * is ("letter.pdf" holding a PNG is kept as "letter.png").
 */
export function cleanDocumentName(sent: string | undefined, type: DocumentType): string {
  // Browsers send a line break or a quote in a file name as %0A, %0D, %22 (HTML's form
  // encoding); read them back so they are cleaned like any other character.
  const decoded = (sent ?? '').replace(/%0A|%0D|%22/gi, (c) => decodeURIComponent(c));
  const base = decoded.split(/[/\\]/).pop() ?? '';
  const stem = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2028\u2029]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(KNOWN_EXTENSION, '')
    .replace(/^[.\s]+/, '')
    .trim();
  const extension = EXTENSION[type];
  const room = DOCUMENT_NAME_MAX - extension.length;
  // Cut by code point, never through a surrogate pair.
  const bounded = [...stem].slice(0, room).join('').trimEnd();
  return `${bounded || 'document'}${extension}`;
}

/** `Content-Disposition` for a download under the kept name (RFC 6266 / 8187: UTF-8, percent-encoded). */
export function attachmentDisposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename*=UTF-8''${encoded}`;
}
