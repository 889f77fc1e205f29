import { Spinner } from './ui/spinner';

/** Shown while a page's chunk loads. */
export function PageLoading() {
  return <Spinner className="justify-center py-10" iconClassName="size-6" />;
}
