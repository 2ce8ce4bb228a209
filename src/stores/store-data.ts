/** The data part of a store's state (everything but `actions`), as a shallow copy. */
export function dataOf<D extends object>(state: D & { actions: unknown }): D {
  const copy: Partial<D & { actions: unknown }> = { ...state };
  delete copy.actions;
  return copy as D;
}
