import { Search } from 'lucide-react';
import { CONTACT_STATUSES, type ContactStatus } from '../../../shared/dialer/contact-status';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';

/** Status filter and search box above a list's contact table. */
export function ContactsTableFilters({
  status,
  search,
  onStatus,
  onSearch,
}: {
  status: ContactStatus | null;
  search: string;
  onStatus: (status: ContactStatus | null) => void;
  onSearch: (search: string) => void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <div className="relative sm:max-w-xs sm:flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search contacts"
          placeholder="Search phone or name"
          className="pl-8"
          value={search}
          maxLength={100}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className="sm:w-52">
        <Select
          aria-label="Filter by status"
          value={status ?? ''}
          onChange={(event) => onStatus((event.target.value || null) as ContactStatus | null)}
        >
          <option value="">All statuses</option>
          {CONTACT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
