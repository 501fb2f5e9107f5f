// The File Manager's checks before an upload (the server checks again, by the file's bytes): the type,
// the size, and a safe name made from the file's own (docs/admin.md).

export const allowedFileTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
/** The server's default FILE_MAX_BYTES: a larger limit there still refuses here first. */
export const maxFileBytes = 2 * 1024 * 1024;

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * The name the file is stored under: its own name's letters, digits, - and _ (anything else becomes -),
 * at most 90, then the extension of its type (a .jpeg keeps its own).
 */
export function storedName(file: { name: string; type: string }): string {
  const dot = file.name.lastIndexOf('.');
  const own = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const base =
    (dot > 0 ? file.name.slice(0, dot) : file.name)
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^[-_]+/, '')
      .slice(0, 90) || 'file';
  const extension = file.type === 'image/jpeg' && own === 'jpeg' ? 'jpeg' : (extensions[file.type] ?? own);
  return `${base}.${extension}`;
}

export type FileProblem = 'type' | 'size';

export function fileProblem(file: { type: string; size: number }): FileProblem | null {
  if (!allowedFileTypes.includes(file.type)) return 'type';
  if (file.size > maxFileBytes) return 'size';
  return null;
}
