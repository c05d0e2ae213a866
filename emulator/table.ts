// One kind of record held in memory: by id (insertion order, the order lists answer in), by the
// group it is listed under (its organization, service or alert team), and optionally by one more
// unique field (a key's keyIdHash). Every lookup a request makes is a Map lookup.

export interface TableOptions<T> {
  /** The group a record is listed under; it never changes for a stored record. */
  groupOf: (row: T) => string;
  /** A second unique field to find a record by; it never changes for a stored record. */
  uniqueOf?: (row: T) => string;
}

export class Table<T extends { id: string }> {
  private readonly rows = new Map<string, T>();
  private readonly groups = new Map<string, Map<string, T>>();
  private readonly unique = new Map<string, T>();
  /** `snapshotOfGroup`'s arrays, each valid until its group changes. */
  private readonly snapshots = new Map<string, readonly T[]>();

  constructor(
    private readonly options: TableOptions<T>,
    rows: Iterable<T> = [],
  ) {
    for (const row of rows) this.put(row);
  }

  get size(): number {
    return this.rows.size;
  }

  get(id: string): T | undefined {
    return this.rows.get(id);
  }

  /** The record whose `uniqueOf` field is `value`. */
  getUnique(value: string): T | undefined {
    return this.unique.get(value);
  }

  /** Adds a record, or replaces the one with its id (which keeps its place in the order, and in its group's). */
  put(row: T): void {
    const old = this.rows.get(row.id);
    const group = this.options.groupOf(row);
    if (old) this.unindex(old, this.options.groupOf(old) === group);
    this.rows.set(row.id, row);
    let members = this.groups.get(group);
    if (!members) this.groups.set(group, (members = new Map()));
    members.set(row.id, row);
    this.snapshots.delete(group);
    if (this.options.uniqueOf) this.unique.set(this.options.uniqueOf(row), row);
  }

  delete(row: T): boolean {
    const stored = this.rows.get(row.id);
    if (!stored) return false;
    this.rows.delete(row.id);
    this.unindex(stored);
    return true;
  }

  /** The records of one group, in insertion order. */
  inGroup(group: string): T[] {
    return [...(this.groups.get(group)?.values() ?? [])];
  }

  /**
   * The records of one group, in insertion order, as a frozen array that stays the same array
   * until the group changes (a record put or deleted in it): what is derived from it can be kept
   * by its identity (the keys list's answer, routes/keys.ts).
   */
  snapshotOfGroup(group: string): readonly T[] {
    let snapshot = this.snapshots.get(group);
    if (!snapshot) this.snapshots.set(group, (snapshot = Object.freeze(this.inGroup(group))));
    return snapshot;
  }

  /** The records of one group without copying them (do not add or delete while iterating). */
  eachInGroup(group: string): Iterable<T> {
    return this.groups.get(group)?.values() ?? [];
  }

  countInGroup(group: string): number {
    return this.groups.get(group)?.size ?? 0;
  }

  values(): T[] {
    return [...this.rows.values()];
  }

  /** Removes a stored record from the indexes; `keepPlace`: it is about to be replaced in the same group (Map.set keeps its place). */
  private unindex(row: T, keepPlace = false): void {
    const group = this.options.groupOf(row);
    this.snapshots.delete(group);
    if (!keepPlace) {
      const members = this.groups.get(group);
      members?.delete(row.id);
      if (members?.size === 0) this.groups.delete(group);
    }
    if (this.options.uniqueOf) {
      const value = this.options.uniqueOf(row);
      if (this.unique.get(value) === row) this.unique.delete(value);
    }
  }
}
