/** A copy of `from` in a new array of the same kind with room for `length` entries. */
export function grown<A extends Int32Array | Float64Array>(from: A, length: number): A {
  const to = new (from.constructor as new (length: number) => A)(length);
  to.set(from);
  return to;
}
