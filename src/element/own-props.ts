/**
 * The props of one element that r2wc does not keep: booleans, JavaScript-only properties and attributes the
 * page removed or emptied. The element writes them; its React tree reads them as an external store, so a
 * change renders at once. Each change makes a new snapshot object (what `useSyncExternalStore` compares).
 */
export class OwnProps {
  private values: Record<string, unknown> = {};
  private readonly listeners = new Set<() => void>();

  readonly read = (): Record<string, unknown> => this.values;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Sets a prop; `notify: false` while the element is being built, before anything renders. */
  set(name: string, value: unknown, notify = true): void {
    if (name in this.values && Object.is(this.values[name], value)) return;
    this.values = { ...this.values, [name]: value };
    if (notify) for (const listener of this.listeners) listener();
  }

  /** Hands a prop back to r2wc, whose own render follows, so nothing renders from here. */
  drop(name: string): void {
    if (!(name in this.values)) return;
    const { [name]: _dropped, ...rest } = this.values;
    this.values = rest;
  }
}
