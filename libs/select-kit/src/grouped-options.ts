import { moreChipsLabel, valueNotFoundMessage } from '@fleet/domain';
import { matchesSearch } from './search';

/** A value of a multi-select option. */
export type OptionValue = string | number;

/** Which fields of an option hold its group, its text and its value (SPEC §3: configurable). */
export interface OptionFields<T> {
  group: keyof T & string;
  text: keyof T & string;
  value: keyof T & string;
}

/** Options of one group, in input order. */
export interface OptionGroup<T> {
  name: string;
  options: readonly T[];
}

/** One row of the menu's virtual list: a group header or an option. */
export type MenuRow<T> =
  | {
      kind: 'group';
      key: string;
      group: OptionGroup<T>;
      /** The group's options that match the search (all of them without a search). */
      matching: readonly T[];
      expanded: boolean;
    }
  | { kind: 'option'; key: string; option: T; value: OptionValue; group: string };

/** A group checkbox: how many of its members are chosen, and its state. */
export interface GroupCheckState {
  selected: number;
  total: number;
  checked: boolean | 'indeterminate';
}

/** A chip of the closed select. */
export interface Chip {
  value: OptionValue;
  label: string;
  /** The value has no option: its label is '{text field} not found'. */
  missing: boolean;
}

/** Reads an option's group, text or value. */
export function fieldOf<T>(option: T, field: keyof T & string): string {
  const v = option[field];
  return v === undefined || v === null ? '' : String(v);
}

/** The option's value (string or number, as given). */
export function valueOf<T>(option: T, fields: OptionFields<T>): OptionValue {
  const v = option[fields.value] as unknown;
  return typeof v === 'number' ? v : String(v);
}

/** Groups options by their group field, groups in first-seen order. */
export function groupOptions<T>(options: readonly T[], fields: OptionFields<T>): OptionGroup<T>[] {
  const byName = new Map<string, T[]>();
  for (const option of options) {
    const name = fieldOf(option, fields.group);
    const list = byName.get(name);
    if (list) list.push(option);
    else byName.set(name, [option]);
  }
  return [...byName].map(([name, list]) => ({ name, options: list }));
}

/**
 * The menu rows: each group that has a match, followed by its matching options when expanded. While searching,
 * every group with a match is shown expanded. `searchText` defaults to the option's text field.
 */
export function buildMenuRows<T>(
  groups: readonly OptionGroup<T>[],
  fields: OptionFields<T>,
  query: string,
  expanded: ReadonlySet<string>,
  searchText: (option: T) => string = (o) => fieldOf(o, fields.text),
): MenuRow<T>[] {
  const searching = query.trim() !== '';
  const rows: MenuRow<T>[] = [];
  for (const group of groups) {
    const matching = searching ? group.options.filter((o) => matchesSearch(searchText(o), query)) : group.options;
    if (matching.length === 0) continue;
    const open = searching || expanded.has(group.name);
    rows.push({ kind: 'group', key: `g:${group.name}`, group, matching, expanded: open });
    if (!open) continue;
    for (const option of matching) {
      const value = valueOf(option, fields);
      rows.push({ kind: 'option', key: `o:${group.name}:${String(value)}`, option, value, group: group.name });
    }
  }
  return rows;
}

/** The group checkbox of some members: checked when all are chosen, indeterminate when some are. */
export function groupCheckState(members: readonly OptionValue[], chosen: ReadonlySet<OptionValue>): GroupCheckState {
  const selected = members.filter((v) => chosen.has(v)).length;
  const total = members.length;
  const checked = selected === 0 ? false : selected === total ? true : 'indeterminate';
  return { selected, total, checked };
}

/**
 * Toggles a group: when every member is chosen they are all removed, otherwise the missing ones are added (after the
 * current values, in member order).
 */
export function toggleGroupValues(value: readonly OptionValue[], members: readonly OptionValue[]): OptionValue[] {
  const chosen = new Set(value);
  if (members.every((m) => chosen.has(m))) {
    const drop = new Set(members);
    return value.filter((v) => !drop.has(v));
  }
  return [...value, ...members.filter((m) => !chosen.has(m))];
}

/** Toggles one value: removed when chosen, appended otherwise. */
export function toggleValue(value: readonly OptionValue[], item: OptionValue): OptionValue[] {
  return value.includes(item) ? value.filter((v) => v !== item) : [...value, item];
}

/**
 * The chips of the closed select: all values when there are at most 2, else the first one and the label
 * '+N more...' for the rest. A value without an option shows '{text field} not found'.
 */
export function chipsFor<T>(
  value: readonly OptionValue[],
  byValue: ReadonlyMap<OptionValue, T>,
  fields: OptionFields<T>,
): { chips: Chip[]; more: string | null } {
  const toChip = (v: OptionValue): Chip => {
    const option = byValue.get(v);
    return option
      ? { value: v, label: fieldOf(option, fields.text), missing: false }
      : { value: v, label: valueNotFoundMessage(fields.text), missing: true };
  };
  if (value.length <= 2) return { chips: value.map(toChip), more: null };
  const first = value[0] as OptionValue;
  return { chips: [toChip(first)], more: moreChipsLabel(value.length - 1) };
}
