/** A page as the lists ask for it: its number from 0, and how many rows a page holds. */
export interface PageRequest {
  page: number;
  size: number;
}

/** The rows of that page, as a query's limit and offset. */
export function paging(q: PageRequest) {
  return { limit: q.size, offset: q.page * q.size };
}

/** The page envelope every paged list answers with (Spring's shape, as the spec's clients read it). */
export function pageOf<T>(content: T[], totalElements: number, q: PageRequest) {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / q.size),
    number: q.page,
    size: q.size,
  };
}
