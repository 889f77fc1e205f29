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

type FilterName = 'list' | 'status' | 'agent' | 'kind' | 'direction' | 'field';
type Choice = readonly [value: string, label: string];
type FilterSpec = {
  name: FilterName;
  key: keyof CallLogFilterValues;
  label: string;
  any: string;
  choices: readonly Choice[];
};

function filterSpecs(choices: {
  lists: { id: string; name: string }[];
  agents: { id: string; name: string }[];
}): FilterSpec[] {
  return [
    {
      name: 'list',
      key: 'listId',
      label: 'List',
      any: 'All lists',
      choices: choices.lists.map((list) => [list.id, list.name] as const),
    },
    {
      name: 'status',
      key: 'status',
      label: 'Status',
      any: 'All statuses',
      choices: CALL_LOG_STATUSES.map((status) => [status, status] as const),
    },
    {
      name: 'agent',
      key: 'agentId',
      label: 'Agent',
      any: 'All agents',
      choices: [
        [DIRECT_CALL_FILTER, CALL_LOG_TEXTS.directCall],
        ...choices.agents.map((agent) => [agent.id, agent.name] as const),
      ],
    },
    {
      name: 'kind',
      key: 'kind',
      label: 'Calls',
      any: 'Real and simulated',
      choices: [
        ['real', 'Real calls only'],
        ['simulated', 'Simulated calls only'],
      ],
    },
    {
      name: 'field',
      key: 'callField',
      label: 'Call field',
      any: 'Any call fields',
      choices: CALL_FIELD_FILTER_CHOICES.map((c) => [callFieldChoiceKey(c), c.label] as const),
    },
    {
      name: 'direction',
      key: 'direction',
      label: 'Direction',
      any: 'Outbound and inbound',
      choices: CALL_DIRECTIONS.map((d) => [d, CALL_DIRECTION_LABELS[d]] as const),
    },
  ];
}

/** List, status, agent, kind, call-field, direction and date-range filters of the call log. */
export function CallLogFilters({
  value,
  onChange,
  show = ['list', 'status', 'agent', 'kind', 'direction', 'field'],
  idPrefix = '',
}: {
  value: CallLogFilterValues;
  onChange: (value: CallLogFilterValues) => void;
  show?: readonly FilterName[];
  /** Keeps field ids unique when a page shows two sets of filters. */
  idPrefix?: string;
}) {
  const choices = trpc.callLogs.filterChoices.useQuery();
  const set = (key: keyof CallLogFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  const specs = filterSpecs(choices.data ?? { lists: [], agents: [] });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {specs
        .filter((spec) => show.includes(spec.name))
        .map((spec) => (
          <div key={spec.name} className="flex flex-col gap-1.5">
            <Label htmlFor={`${idPrefix}filter-${spec.name}`}>{spec.label}</Label>
            <Select
              id={`${idPrefix}filter-${spec.name}`}
              value={value[spec.key]}
              onChange={set(spec.key)}
            >
              <option value="">{spec.any}</option>
              {spec.choices.map(([choice, label]) => (
                <option key={choice} value={choice}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
        ))}
      {(['from', 'to'] as const).map((end) => (
        <div key={end} className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}filter-${end}`}>{end === 'from' ? 'From' : 'To'}</Label>
          <Input
            id={`${idPrefix}filter-${end}`}
            type="date"
            value={end === 'from' ? value.fromDay : value.toDay}
            onChange={set(end === 'from' ? 'fromDay' : 'toDay')}
          />
        </div>
      ))}
    </div>
  );
}
