import { useEffect } from 'react';
import { PRODUCT_NAME } from '@scout/domain/constants';

/** Sets the tab title to "<page> · Scout" while the page is shown. */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — find your dog`;
  }, [page]);
}
