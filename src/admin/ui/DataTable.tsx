/**
 * A server-paged table: sortable column headers (aria-sort), optional row selection for bulk actions, a pager with
 * the total, and loading and error states. The rows, their order and their count come from the server (useList).
 * On a phone each row becomes a card of labelled lines (console.css), so its actions are on the screen, and the
 * sort is a choice above the cards.
 */
import { type ReactNode, useId } from 'react';
import { text } from '../text.ts';
import { FocusKeepingButton } from './FocusKeepingButton.tsx';
import type { ListState } from './useList.ts';
import { useRowFocus } from './useRowFocus.ts';

/** One column: its header, how a row renders in it, and the server's sort name when it sorts. */
export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  sort?: string;
}

/** Props: the list, its columns, each row's key and, for bulk actions, the selection. */
export interface DataTableProps<R> {
  label: string;
  list: ListState<R>;
  columns: Column<R>[];
  rowKey: (row: R) => number;
  selected?: ReadonlySet<number>;
  onSelect?: (next: Set<number>) => void;
  /** A row's name for its selection box ("Select Dr. Kavita Sharma"); without it, its key. */
  rowName?: (row: R) => string;
}

function ariaSort(list: ListState<unknown>, column: string | undefined): 'ascending' | 'descending' | undefined {
  if (!column || list.query.sort !== column) return undefined;
  return list.query.dir === 'desc' ? 'descending' : 'ascending';
}

/** The parts of a list's query that page and sort it; the rest are filters. */
const FRAMING = new Set(['page', 'pageSize', 'sort', 'dir']);

/** True when `query` filters the list (an empty list then says so, not that there is nothing at all). */
const isFiltered = (query: ListState<unknown>['query']): boolean =>
  Object.entries(query).some(([name, value]) => !FRAMING.has(name) && value !== undefined && value !== '');

/**
 * The sort as a choice, for phones, where the rows are cards without the header row (hidden above 600 px wide,
 * where the headers sort): each sorting column ascending and descending.
 */
function PhoneSort<R>({ list, columns }: { list: ListState<R>; columns: Column<R>[] }) {
  const id = useId();
  const sorting = columns.filter((column) => column.sort);
  if (sorting.length === 0) return null;
  const current = list.query.sort ? `${list.query.sort} ${list.query.dir === 'desc' ? 'desc' : 'asc'}` : '';
  return (
    <div className="field phone-sort">
      <label htmlFor={id}>{text.table.sortBy}</label>
      <select
        id={id}
        value={current}
        onChange={(e) => {
          const [sort, dir] = e.target.value.split(' ');
          list.filter({ sort, dir });
        }}
      >
        {current === '' && <option value="" />}
        {sorting.flatMap((column) => [
          <option key={`${column.sort} asc`} value={`${column.sort} asc`}>
            {text.table.ascending(column.header)}
          </option>,
          <option key={`${column.sort} desc`} value={`${column.sort} desc`}>
            {text.table.descending(column.header)}
          </option>,
        ])}
      </select>
    </div>
  );
}

/** The table. */
export function DataTable<R>({ label, list, columns, rowKey, selected, onSelect, rowName }: DataTableProps<R>) {
  const rows = list.page?.rows ?? [];
  const total = list.page?.total ?? 0;
  const page = Number(list.query.page ?? 1);
  const size = Number(list.query.pageSize ?? 25);
  const pages = Math.max(1, Math.ceil(total / size));
  const rowFocus = useRowFocus(list.page);
  const allOnPage = rows.length > 0 && rows.every((row) => selected?.has(rowKey(row)));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect?.(next);
  };
  const toggleAll = () => {
    const next = new Set(selected);
    for (const row of rows) {
      if (allOnPage) next.delete(rowKey(row));
      else next.add(rowKey(row));
    }
    onSelect?.(next);
  };
  return (
    // Under 600 px wide each row is a card of "header: cell" lines, never a row scrolled sideways.
    <div className="table-wrap cards" aria-busy={list.loading} ref={rowFocus}>
      {list.error && (
        <p className="banner banner-error" role="alert">
          {list.error}{' '}
          <button type="button" onClick={list.reload}>
            {text.common.retry}
          </button>
        </p>
      )}
      <PhoneSort list={list} columns={columns} />
      <table aria-label={label}>
        <thead>
          <tr>
            {onSelect && (
              <th className="select">
                <input type="checkbox" aria-label={text.table.selectPage} checked={allOnPage} onChange={toggleAll} />
              </th>
            )}
            {columns.map((column) => (
              <th key={column.header} aria-sort={ariaSort(list as ListState<unknown>, column.sort)}>
                {column.sort ? (
                  <button type="button" className="sort" onClick={() => list.sortBy(column.sort ?? '')}>
                    {column.header}
                    <span aria-hidden="true">
                      {list.query.sort === column.sort ? (list.query.dir === 'desc' ? ' ▼' : ' ▲') : ''}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={selected?.has(rowKey(row)) ? 'selected' : undefined}>
              {onSelect && (
                <td className="select">
                  <input
                    type="checkbox"
                    aria-label={text.table.selectRow(rowName?.(row) ?? String(rowKey(row)))}
                    checked={selected?.has(rowKey(row)) ?? false}
                    onChange={() => toggle(rowKey(row))}
                  />
                </td>
              )}
              {columns.map((column) => (
                <td key={column.header} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {!list.loading && rows.length === 0 && !list.error && (
            <tr>
              <td colSpan={columns.length + (onSelect ? 1 : 0)} className="empty">
                {total > 0 && page > pages ? (
                  <>
                    {text.table.pastEnd(page, pages)}{' '}
                    <button type="button" className="small" onClick={() => list.goTo(pages)}>
                      {text.table.goTo(pages)}
                    </button>
                  </>
                ) : isFiltered(list.query) ? (
                  text.table.empty
                ) : (
                  text.table.none
                )}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <nav className="pager" aria-label={text.table.pages}>
        {/* Read out when a search, a filter, a sort or a page brings other rows. */}
        <span aria-live="polite" aria-atomic="true">
          {text.table.count(total, page, pages)}
        </span>
        <FocusKeepingButton unavailable={page <= 1 || list.loading} onClick={() => list.goTo(page - 1)}>
          {text.table.previous}
        </FocusKeepingButton>
        <FocusKeepingButton unavailable={page >= pages || list.loading} onClick={() => list.goTo(page + 1)}>
          {text.table.next}
        </FocusKeepingButton>
      </nav>
    </div>
  );
}
