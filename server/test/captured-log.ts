import { createLogger, type Logger, type LogLevel } from '#server/log.ts';

export interface CapturedLog {
  /** A logger as the server makes it (redaction, masking), writing here instead of standard output. */
  logger: Logger;
  /** Every line written, as written. */
  lines: string[];
  /** The lines parsed. */
  entries(): Record<string, unknown>[];
}

/** Captures a logger's lines through its destination stream (decision 0273). */
export function capturedLog(level: LogLevel = 'trace'): CapturedLog {
  const lines: string[] = [];
  const destination = {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line !== '') lines.push(line);
    },
  };
  return {
    logger: createLogger({ level, destination }),
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
