import { CALL_DIRECTION_LABELS, CALL_DIRECTIONS } from '../../../shared/calls/call-direction';
import {
  CALL_FIELD_FILTER_CHOICES,
  callFieldChoiceKey,
} from '../../../shared/calls/call-field-values';
import { CALL_LOG_TEXTS } from '../../../shared/calls/call-log-format';
import { CALL_LOG_STATUSES, DIRECT_CALL_FILTER } from '../../../shared/calls/call-log-inputs';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { trpc } from '../../lib/trpc';

export type CallLogFilterValues = {
  listId: string;
  status: string;
  agentId: string;
  fromDay: string;
  toDay: string;
  /** '' (all calls), 'simulated' or 'real'. */
  kind: string;
  /** '' or a call-field choice: "field=value", or "field" for "has a value". */
  callField: string;
  /** '' (both ways), 'outbound' or 'inbound' (callbacks). */
  direction: string;
};

export const NO_FILTERS: CallLogFilterValues = {
  listId: '',
  status: '',
  agentId: '',
  fromDay: '',
  toDay: '',
  kind: '',
  callField: '',
  direction: '',
};

/** List, status, agent and date-range filters of the call log. */
export function CallLogFilters({
  value,
  onChange,
  show = ['list', 'status', 'agent', 'kind', 'direction', 'field'],
  idPrefix = '',
}: {
  value: CallLogFilterValues;
  onChange: (value: CallLogFilterValues) => void;
  show?: readonly ('list' | 'status' | 'agent' | 'kind' | 'direction' | 'field')[];
  /** Keeps field ids unique when a page shows two sets of filters. */
  idPrefix?: string;
}) {
  const choices = trpc.callLogs.filterChoices.useQuery();
  const set = (key: keyof CallLogFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {show.includes('list') && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}filter-list`}>List</Label>
          <Select id={`${idPrefix}filter-list`} value={value.listId} onChange={set('listId')}>
            <option value="">All lists</option>
            {choices.data?.lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </Select>
        </div>
      )}
      {show.includes('status') && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}filter-status`}>Status</Label>
          <Select id={`${idPrefix}filter-status`} value={value.status} onChange={set('status')}>
            <option value="">All statuses</option>
            {CALL_LOG_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </div>
      )}
      {show.includes('agent') && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}filter-agent`}>Agent</Label>
          <Select id={`${idPrefix}filter-agent`} value={value.agentId} onChange={set('agentId')}>
            <option value="">All agents</option>
            <option value={DIRECT_CALL_FILTER}>{CALL_LOG_TEXTS.directCall}</option>
            {choices.data?.agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </Select>
        </div>
      )}
      {show.includes('kind') && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}filter-kind`}>Calls</Label>
          <Select id={`${idPrefix}filter-kind`} value={value.kind} onChange={set('kind')}>
            <option value="">Real and simulated</option>
            <option value="real">Real calls only</option>
            <option value="simulated">Simulated calls only</option>
          </Select>
        </div>
      )}
      {show.includes('field') && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}filter-field`}>Call field</Label>
          <Select
            id={`${idPrefix}filter-field`}
            value={value.callField}
            onChange={set('callField')}
          >
            <option value="">Any call fields</option>
            {CALL_FIELD_FILTER_CHOICES.map((choice) => {
              const key = callFieldChoiceKey(choice);
              return (
                <option key={key} value={key}>
                  {choice.label}
                </option>
              );
            })}
          </Select>
        </div>
      )}
      {show.includes('direction') && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}filter-direction`}>Direction</Label>
          <Select
            id={`${idPrefix}filter-direction`}
            value={value.direction}
            onChange={set('direction')}
          >
            <option value="">Outbound and inbound</option>
            {CALL_DIRECTIONS.map((direction) => (
              <option key={direction} value={direction}>
                {CALL_DIRECTION_LABELS[direction]}
              </option>
            ))}
          </Select>
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}filter-from`}>From</Label>
        <Input
          id={`${idPrefix}filter-from`}
          type="date"
          value={value.fromDay}
          onChange={set('fromDay')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}filter-to`}>To</Label>
        <Input
          id={`${idPrefix}filter-to`}
          type="date"
          value={value.toDay}
          onChange={set('toDay')}
        />
      </div>
    </div>
  );
}
