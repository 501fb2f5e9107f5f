// The File Manager's rules (docs/admin.md): which names are safe, which image types are allowed, and what a
// file's bytes really are. Pure functions: the routes and both storages use them.

/** The allowed image types: no SVG (it may carry script). */
const allowedTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AllowedType = (typeof allowedTypes)[number];

const typeOfExtension: Record<string, AllowedType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * A safe name: a letter or digit, then letters, digits, `-` and `_` (at most 90 before the extension, so a path parameter stays under the framework's 100), then exactly one
 * extension of an allowed type, lower case. So no `/`, `\`, `..`, `%`, NUL or leading dot can appear, and
 * a name is the same on disk, in a bucket and in a URL.
 */
const namePattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,89}\.(png|jpg|jpeg|webp|gif)$/;

export function isSafeFileName(name: string): boolean {
  return namePattern.test(name);
}

/** The type a safe name's extension says; undefined for a name that is not safe. */
export function typeOfName(name: string): AllowedType | undefined {
  const match = namePattern.exec(name);
  return match?.[1] === undefined ? undefined : typeOfExtension[match[1]];
}

/** The media type of a Content-Type header (parameters dropped, lower case) when it is an allowed one. */
export function allowedMediaType(contentType: string | undefined): AllowedType | undefined {
  const mediaType = contentType?.split(';', 1)[0]?.trim().toLowerCase();
  return allowedTypes.find((type) => type === mediaType);
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the bytes are, by their magic numbers; undefined when they are none of the allowed ones. */
export function sniffType(bytes: Uint8Array): AllowedType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}
