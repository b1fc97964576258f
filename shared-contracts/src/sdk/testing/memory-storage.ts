/** A Web Storage kept in memory, for tests that run under Node, which has no localStorage. */
export function installMemoryStorage(): void {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.assign(globalThis, { localStorage: storage });
}
