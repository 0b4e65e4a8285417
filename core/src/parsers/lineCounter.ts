/**
 * Turns offsets into 1-based lines and columns (LF, CRLF or CR line breaks), for errors. Counting goes on from
 * the last offset asked for, so offsets asked in increasing order cost one pass over the text in all.
 */
export class LineCounter {
  readonly #text: string;
  #offset = 0;
  #line = 1;
  #lineStart = 0;

  constructor(text: string) {
    this.#text = text;
  }

  /** The line and column of `offset`. */
  at(offset: number): { line: number; column: number } {
    const text = this.#text;
    const end = Math.min(Math.max(offset, 0), text.length);
    if (end < this.#offset) {
      this.#offset = 0;
      this.#line = 1;
      this.#lineStart = 0;
    }
    for (let i = this.#offset; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
        this.#line++;
        this.#lineStart = i + 1;
      }
    }
    this.#offset = end;
    return { line: this.#line, column: end - this.#lineStart + 1 };
  }
}
