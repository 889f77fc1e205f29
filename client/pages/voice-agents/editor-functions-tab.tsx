import { useId } from 'react';
import { FUNCTION_OPTIONS, type FunctionId } from '../../../shared/agents/agent-catalogue';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { CustomFunctionFields } from './custom-function-fields';
import { FieldErrors } from './editor-fields';
import { EventTypePicker } from './event-type-picker';
import type { DraftState } from './use-agent-draft';

/** The function checklist; call transfer asks where to, the calendar ones which event type. */
export function EditorFunctionsTab({ state }: { state: DraftState }) {
  const { draft, errors, set } = state;
  const transferId = useId();
  const toggle = (fn: FunctionId, on: boolean) =>
    set('functions', on ? [...draft.functions, fn] : draft.functions.filter((f) => f !== fn));
  const calendar = draft.functions.some((f) => f === 'check-calendar' || f === 'book-calendar');
  return (
    <div className="flex flex-col gap-3">
      {FUNCTION_OPTIONS.map((option) => {
        const id = `fn-${option.id}`;
        return (
          <div key={option.id} className="flex items-start gap-3 rounded-md border p-3">
            <Checkbox
              id={id}
              checked={draft.functions.includes(option.id)}
              onCheckedChange={(v) => toggle(option.id, v === true)}
            />
            <div className="flex flex-col gap-0.5">
              <Label htmlFor={id}>{option.label}</Label>
              <p className="text-xs text-muted-foreground">{option.description}</p>
            </div>
          </div>
        );
      })}
      <FieldErrors errors={errors.functions} />
      {draft.functions.includes('call-transfer') ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={transferId}>Transfer calls to</Label>
          <Input
            id={transferId}
            placeholder="+14155550123"
            maxLength={16}
            value={draft.transferNumber}
            onChange={(e) => set('transferNumber', e.target.value)}
          />
          <FieldErrors errors={errors.transferNumber} />
        </div>
      ) : null}
      {calendar ? (
        <EventTypePicker
          value={draft.calEventTypeId}
          onChange={(v) => set('calEventTypeId', v)}
          errors={errors.calEventTypeId}
        />
      ) : null}
      {draft.functions.includes('custom-function') ? <CustomFunctionFields state={state} /> : null}
    </div>
  );
}
