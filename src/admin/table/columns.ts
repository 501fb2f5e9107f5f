import type { ReactNode } from 'react';

/** A table column definition (product-spec §3). */
export interface ColumnDefinition<Row> {
  title: string;
  /** The server's name for the column (sortBy, a filter's key). */
  key: string;
  sortable: boolean;
  align: 'left' | 'center' | 'right';
  allowFiltering: boolean;
  filterType?: FilterType;
  valueAccessor: (row: Row) => ReactNode;
  /** A date and time with its offset: shown in the viewer's time zone. */
  isDateTimeOffset?: boolean;
}

export type FilterType = 'text' | 'number' | 'date';

/** The operators of each filter type, named as the spec names them (and the server expects). */
export const filterOperators: Record<FilterType, readonly string[]> = {
  text: ['Contains', 'Equals', 'Starts With', 'Ends With', 'Not'],
  number: ['Equals', 'Greater then or equal', 'Less then or equal'],
  date: ['Equals', 'Greater then or equal', 'Less then or equal'],
};

/** A filter (product-spec §3: type, key, primaryValue, secondaryValue, isDateTimeOffset, operator). */
export interface TableFilter {
  type: FilterType;
  key: string;
  operator: string;
  primaryValue: string | number;
  isDateTimeOffset?: boolean;
}

export interface Sort {
  key: string;
  direction: 'asc' | 'desc';
}
