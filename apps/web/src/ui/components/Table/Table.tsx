import type { ReactNode } from 'react';
import { Cell, Column, Row, Table as AriaTable, TableBody, TableHeader, type ColumnProps, type Key, type SortDescriptor } from 'react-aria-components';
import { clsx } from 'clsx';
import { Icon } from '../Icon/Icon';
import styles from './Table.module.css';

export interface TableColumn<T> {
  id: string;
  header: ReactNode;
  /** The cell content of a row. */
  cell: (row: T) => ReactNode;
  /** Text for typeahead and screen readers when the header is not plain text. */
  textValue?: string;
  isSortable?: boolean;
  /** The column that names the row (the first one by default). */
  isRowHeader?: boolean;
  align?: 'start' | 'center' | 'end';
  /** Pixels, a percentage (`'30%'`) or a fraction (`'2fr'`). */
  width?: ColumnProps['width'];
}

export interface TableProps<T extends { id: Key }> {
  'aria-label': string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** Current sort (controlled). Sorting itself belongs to the view-model or the server. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Called when a row is activated (click, Enter). */
  onRowAction?: (id: Key) => void;
  /** Shown in place of rows when there are none (e.g. an EmptyState). */
  emptyState?: ReactNode;
  className?: string;
}

/** A simple data table: keyboard grid navigation, sortable header cells, optional row action. */
export function Table<T extends { id: Key }>({ 'aria-label': ariaLabel, columns, rows, sortDescriptor, onSortChange, onRowAction, emptyState, className }: TableProps<T>) {
  const rowHeader = columns.find((column) => column.isRowHeader) ?? columns[0];
  return (
    <div className={clsx(styles.wrap, className)}>
      <AriaTable aria-label={ariaLabel} className={styles.table} sortDescriptor={sortDescriptor} onSortChange={onSortChange} onRowAction={onRowAction}>
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column === rowHeader}
              allowsSorting={column.isSortable}
              textValue={column.textValue}
              width={column.width}
              className={clsx(styles.column, column.align && column.align !== 'start' && styles[column.align])}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={styles.columnContent}>
                  {column.header}
                  {allowsSorting && <Icon name={sortDirection === 'ascending' ? 'arrowUp' : sortDirection === 'descending' ? 'arrowDown' : 'chevronsUpDown'} size={12} className={styles.sortIcon} />}
                </span>
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody items={rows} renderEmptyState={emptyState ? () => <div className={styles.empty}>{emptyState}</div> : undefined}>
          {(row) => (
            <Row id={row.id} columns={columns} className={styles.row} data-action={onRowAction ? '' : undefined}>
              {(column) => <Cell className={clsx(styles.cell, column.align && column.align !== 'start' && styles[column.align])}>{column.cell(row)}</Cell>}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}
