import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';

export type ScopeOption = {
  id: string;
  name: string;
  fileName: string;
  usesDefaultSettings: boolean;
};

/** Chooses what the settings below apply to: the account defaults or one list (campaign). */
export function ScopePicker({
  value,
  lists,
  onChange,
}: {
  value: string | null;
  lists: readonly ScopeOption[];
  onChange: (listId: string | null) => void;
}) {
  return (
    <div className="grid gap-2 sm:max-w-sm">
      <Label htmlFor="settings-scope">Settings for</Label>
      <Select
        id="settings-scope"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">Defaults for all lists</option>
        {lists.map((list) => (
          <option key={list.id} value={list.id}>
            {list.name} · {list.fileName}
            {list.usesDefaultSettings ? ' (uses defaults)' : ''}
          </option>
        ))}
      </Select>
    </div>
  );
}
