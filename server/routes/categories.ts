/** The category tree: audience channels, their categories and the leaves books pick. */
import { authed } from '../http/operations';
import { categoryTree } from '../services/books/categories';

export const categoryHandlers = authed({
  getCategoryTree: ({ app }) => categoryTree(app),
});
