// The File Manager's storage (docs/admin.md): one interface, kept on disk under DATA_DIR/files by default
// (disk-storage.ts) or in an S3-compatible bucket (s3-storage.ts). Names reach a storage already checked
// safe (file-rules.ts); a storage lists only safe names, so its own temporary files never show.

export interface StoredFile {
  name: string;
  size: number;
  contentType: string;
  uploadedAt: Date;
}

interface FileContent {
  body: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** Writes the whole file or nothing: a reader never sees part of one. Replaces a file of that name. */
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** Every stored file, by name, at most `cap` of them (`truncated` says when more are stored). */
  list(cap: number): Promise<{ files: StoredFile[]; truncated: boolean }>;
  /** The file, or null when none has this name. */
  get(name: string): Promise<FileContent | null>;
  /** false when no file had this name. */
  delete(name: string): Promise<boolean>;
}
