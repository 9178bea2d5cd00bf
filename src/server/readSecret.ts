/** A terminal or a pipe to read a password from (process.stdin, or a stream in tests). */
export interface SecretInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?: (mode: boolean) => unknown;
}

export class InputClosedError extends Error {}

/**
 * Reads one line without showing it. On a terminal the keys are read in raw mode, so nothing is
 * echoed (Backspace edits, Ctrl+C or Ctrl+D on an empty line cancel); from a pipe, the first line.
 */
export function readSecret(input: SecretInput, prompt: string, write: (text: string) => void): Promise<string> {
  const terminal = Boolean(input.isTTY && input.setRawMode);
  if (terminal) {
    write(prompt);
    input.setRawMode!(true);
  }
  let typed = '';
  return new Promise<string>((resolve, reject) => {
    const finish = (error: Error | null) => {
      input.removeListener('data', onData);
      input.removeListener('end', onEnd);
      input.pause();
      if (terminal) {
        input.setRawMode!(false);
        write('\n');
      }
      if (error) reject(error);
      else resolve(typed);
    };
    // A pipe may end without a line break after its one line.
    const onEnd = () => finish(typed ? null : new InputClosedError('No password was given.'));
    const onData = (chunk: Buffer | string) => {
      for (const char of String(chunk)) {
        if (char === '\r' || char === '\n') return finish(null);
        if (terminal && char === '\u0003') return finish(new InputClosedError('Cancelled.'));
        if (terminal && char === '\u0004' && typed === '') return finish(new InputClosedError('Cancelled.'));
        if (terminal && (char === '\u007f' || char === '\b')) {
          typed = [...typed].slice(0, -1).join('');
          continue;
        }
        typed += char;
      }
    };
    input.on('data', onData);
    input.on('end', onEnd);
    input.resume();
  });
}
