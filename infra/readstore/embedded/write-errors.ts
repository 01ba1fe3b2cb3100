/** A write MongoDB refuses, with MongoDB's error code (11000 duplicate key, 66 immutable field, 14 type mismatch...). */
export class WriteError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'WriteError';
  }
}

/** Raised like MongoDB's E11000 so callers test `error.code === 11000` on every adapter. */
export class DuplicateKeyError extends WriteError {
  constructor(table: string, index: string, key: string) {
    super(11000, `E11000 duplicate key error collection: ${table} index: ${index} dup key: ${key}`);
    this.name = 'DuplicateKeyError';
  }
}
