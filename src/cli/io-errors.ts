/**
 * A failure the command line reports as one line on stderr with exit status 2: bad usage, bad input, or a file or
 * stream that cannot be read or written. The message names the problem without the program's name.
 */
export class UsageError extends Error {}

// What a system error code means, in words a user can act on.
const ERRNO_WORDS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a part of the path is not a directory',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file is too large',
  EIO: 'input/output error',
  EPIPE: 'the reader has gone (broken pipe)',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many symbolic links',
};

/** A file-system or stream error in words: the system's code explained, or the error's own message. */
export const describeSystemError = (error: unknown): string => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== undefined && ERRNO_WORDS[code] !== undefined) return ERRNO_WORDS[code];
  if (code !== undefined) return code;
  return error instanceof Error ? error.message : String(error);
};

/** A UsageError for a file that could not be read or written: `verb` is `read` or `write`. */
export const fileError = (verb: string, path: string, error: unknown): UsageError =>
  new UsageError(`cannot ${verb} ${showPath(path)}: ${describeSystemError(error)}`);

// Characters that would change a terminal's state or hide text: C0 and C1 controls, DEL, the replacement character
// (an invalid UTF-8 sequence) and the bidirectional and line-separating marks.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this matches
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufffd]/g;

/** Text safe to print on one line: unsafe characters as `\xNN` or `\uNNNN` escapes, cut to `max` characters. */
export const escapeText = (text: string, max = 400): string => {
  const escaped = text.replace(UNSAFE, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
  return escaped.length <= max ? escaped : `${escaped.slice(0, max - 1)}…`;
};

/** A path as a message shows it: escaped, and `-` as standard input. */
export const showPath = (path: string): string => (path === '-' ? 'standard input' : escapeText(path, 200));

/** A run stopped by a signal: reported as one line, with the exit status a shell gives such a stop (128 + signal). */
export class StoppedBySignal extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}
