/**
 * The non-empty lines of a newline-delimited stream of UTF-8 bytes, as they arrive (the last line may lack its
 * newline). Cancels the stream when the consumer stops early (the download stops too).
 */
export async function* ndjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line !== '') yield line;
        newline = buffer.indexOf('\n');
      }
      if (done) break;
    }
    finished = true;
    const last = buffer.trim();
    if (last !== '') yield last;
  } finally {
    if (finished) reader.releaseLock();
    else await reader.cancel().catch(() => undefined);
  }
}
