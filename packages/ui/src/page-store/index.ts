/**
 * @housing/ui/page-store: the page's jotai store without jotai in the first load.
 * `PageStoreProvider` and the holder carry no jotai; `usePageStore()` and `pageStoreOf()` (in
 * `@housing/ui/page-store/store`) do, and are only imported by code that loads after hydration.
 */
export {
  PageStoreProvider,
  createPageStoreHolder,
  usePageStoreHolder,
  type PageStore,
  type PageStoreHolder,
} from "./holder";
