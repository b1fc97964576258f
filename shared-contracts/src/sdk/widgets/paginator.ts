import { cloneElement, isValidElement, useState, type ReactNode } from 'react';
import { type PaginationProps } from 'antd';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../constants';

/** The page size "All": one page holding every row. A number, as antd's Table pages by numbers. */
export const PAGE_SIZE_ALL = Number.MAX_SAFE_INTEGER;

export const PaginatorTexts = { itemsPerPage: 'Items per page', next: 'Next', previous: 'Previous', all: 'All' } as const;

const lastPage = (pageSize: number, total: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * Spec 2's range label, 'first - last / total' or '0 / total'. A page past the end reads as the
 * last one, as antd's Table shows it when its rows shrink under the page.
 */
export function paginatorRangeLabel(page: number, pageSize: number, total: number): string {
  if (total <= 0 || pageSize <= 0) return `0 / ${Math.max(total, 0)}`;
  const shown = Math.min(Math.max(page, 1), lastPage(pageSize, total));
  return `${(shown - 1) * pageSize + 1} - ${Math.min(shown * pageSize, total)} / ${total}`;
}

const sizeOption = (size: number) => ({ value: size, label: size === PAGE_SIZE_ALL ? PaginatorTexts.all : String(size) });
const sizeOptions = [...PAGE_SIZES, PAGE_SIZE_ALL].map(sizeOption);
const sizeOptionsWithoutAll = PAGE_SIZES.map(sizeOption);

// antd names its previous and next buttons by their arrow icons ('left', 'right'); a screen reader
// should hear the spec's words.
function namedArrows(_page: number, type: string, element: ReactNode): ReactNode {
  if (!isValidElement<{ 'aria-label'?: string }>(element) || (type !== 'prev' && type !== 'next')) return element;
  return cloneElement(element, { 'aria-label': type === 'prev' ? PaginatorTexts.previous : PaginatorTexts.next });
}

const defaultsFor = (options: { value: number; label: string }[]): PaginationProps => ({
  pageSizeOptions: options.map((option) => option.value),
  showSizeChanger: { options, prefix: PaginatorTexts.itemsPerPage },
  locale: {
    items_per_page: '',
    page_size: PaginatorTexts.itemsPerPage,
    prev_page: PaginatorTexts.previous,
    next_page: PaginatorTexts.next,
  },
  itemRender: namedArrows,
});
const paginatorDefaults = { withAll: defaultsFor(sizeOptions), withoutAll: defaultsFor(sizeOptionsWithoutAll) };

export interface Paginator {
  /** 1-based, as antd counts. */
  page: number;
  /** PAGE_SIZE_ALL when All is chosen: a server call then asks for every row. */
  pageSize: number;
  /** For `<Table pagination={pagination}>`, or `<Pagination {...pagination} total={n} />` beside a list. */
  pagination: PaginationProps;
}

export interface PaginatorOptions {
  /** Offer All after 25, 50 and 100; default true. A page whose spec lists only the numbers turns it off. */
  all?: boolean;
}

/** antd's pagination props for a position kept elsewhere (a server list keeps it in the URL). */
export function paginationAt(
  page: number,
  pageSize: number,
  onChange: (page: number, pageSize: number) => void,
  all: boolean,
): PaginationProps {
  return {
    ...(all ? paginatorDefaults.withAll : paginatorDefaults.withoutAll),
    current: page,
    pageSize,
    showTotal: (total) => paginatorRangeLabel(page, pageSize, total),
    onChange,
  };
}

/** Spec 2's paginator over antd's: 25, 50, 100 (default 25) and All, its labels and its range label. */
export function usePaginator(initialPageSize: number = DEFAULT_PAGE_SIZE, { all = true }: PaginatorOptions = {}): Paginator {
  const [{ page, pageSize }, setPosition] = useState({ page: 1, pageSize: initialPageSize });
  const pagination = paginationAt(page, pageSize, (nextPage, nextPageSize) => setPosition({ page: nextPage, pageSize: nextPageSize }), all);
  return { page, pageSize, pagination };
}
