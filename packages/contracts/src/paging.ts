import { z } from 'zod';
import { limits } from './limits.ts';

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(limits.maxPageSize).default(10),
});
export type PageQuery = z.infer<typeof PageQuery>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    count: z.number().int(),
    pages: z.number().int(),
    /** True when more rows match than were counted: `count` is then the bound, not the total. */
    count_capped: z.boolean().optional(),
  });
}
export type Paged<T> = { items: T[]; count: number; pages: number; count_capped?: boolean };
