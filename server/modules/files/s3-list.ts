// A ListObjectsV2 answer, read minimally: the keys, sizes and dates of its <Contents>, and whether it goes
// on. Plain text matching, no XML parser: nothing is expanded (no DTD, no external entity), only the five
// predefined entities and numeric references are decoded.

interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface ListPage {
  objects: ListedObject[];
  /** The token of the next page when the answer is truncated. */
  nextToken: string | undefined;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return entities[entity.toLowerCase()] ?? whole;
  });
}

/** The text of the first `<tag>` element directly in `xml` (no nesting of the same tag is expected). */
function element(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  return match?.[1] === undefined ? undefined : decodeXmlText(match[1]);
}

export function parseListObjects(xml: string): ListPage {
  if (!/<ListBucketResult[\s>]/.test(xml)) throw new Error('S3 ListObjectsV2: not a ListBucketResult');
  const objects: ListedObject[] = [];
  for (const match of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const block = match[1] ?? '';
    const key = element(block, 'Key');
    const size = Number(element(block, 'Size'));
    const lastModified = new Date(element(block, 'LastModified') ?? '');
    if (key === undefined || !Number.isFinite(size) || Number.isNaN(lastModified.getTime())) continue;
    objects.push({ key, size, lastModified });
  }
  const truncated = element(xml, 'IsTruncated') === 'true';
  const nextToken = truncated ? element(xml, 'NextContinuationToken') : undefined;
  return { objects, nextToken: nextToken || undefined };
}
