import type { StormListPreview } from '../../../shared/storm/storm-list-schemas';
import { Button } from '../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The count before creating, what is left out and why, and the contacts no ZIP places. */
export function StormListPreviewView({
  preview,
  creating,
  onCreate,
}: {
  preview: StormListPreview;
  creating: boolean;
  onCreate: () => void;
}) {
  const { skipped, storm } = preview;
  return (
    <div className="flex flex-col gap-2" data-testid="storm-list-preview">
      <p className="font-medium">
        {plural(preview.count, 'contact', 'contacts')} inside this area will be in the new list (
        {storm.sizeInches}" hail on {storm.date} near {storm.city}).
      </p>
      <ul className="list-inside list-disc text-sm text-muted-foreground">
        <li>Left out, already Answered or Completed: {skipped.answeredOrCompleted}</li>
        <li>Left out, on the do-not-call list: {skipped.doNotCall}</li>
        <li>Left out, invalid number: {skipped.invalidNumber}</li>
        <li>
          Skipped, no usable ZIP (none in the file, or not in the offline ZIP list):{' '}
          {skipped.noUsableZip}
        </li>
      </ul>
      {skipped.noUsableZipSample.length > 0 ? (
        <Table aria-label="Contacts without a usable ZIP">
          <TableHeader>
            <TableRow>
              <TableHead>List</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Phone</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {skipped.noUsableZipSample.map((contact) => (
              <TableRow key={`${contact.listName}-${contact.phoneNumber}-${contact.firstName}`}>
                <TableCell>{contact.listName}</TableCell>
                <TableCell>{contact.firstName}</TableCell>
                <TableCell>{contact.phoneNumber}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {skipped.noUsableZip > skipped.noUsableZipSample.length ? (
        <p className="text-xs text-muted-foreground">
          Showing the first {skipped.noUsableZipSample.length} of {skipped.noUsableZip}.
        </p>
      ) : null}
      <Button
        type="button"
        className="w-fit"
        disabled={preview.count === 0 || creating}
        onClick={onCreate}
      >
        {creating ? 'Creating...' : `Create the list (${preview.count})`}
      </Button>
      {preview.count === 0 ? (
        <p className="text-sm text-muted-foreground">
          None of your contacts inside this area can be called.
        </p>
      ) : null}
    </div>
  );
}
