import { describe, expect, it } from 'vitest';
import {
  agentLabel,
  callLogStatus,
  contactLabel,
  formatCallDuration,
  formatCallTime,
  formatCost,
} from '../../../shared/calls/call-log-format';
import { statusTone } from '../../../shared/calls/call-status-palette';
import { csvCell, csvLine } from '../../../shared/csv/csv-cell';

describe('call log formats (spec 3)', () => {
  it("shows the date and time as 'MMM d, yyyy h:mm a' in the viewer's time zone", () => {
    const at = '2026-11-20T15:04:59.999Z';
    expect(formatCallTime(at, 'UTC')).toBe('Nov 20, 2026 3:04 PM');
    expect(formatCallTime(at, 'America/Chicago')).toBe('Nov 20, 2026 9:04 AM');
    expect(formatCallTime('2026-01-05T00:07:00Z', 'UTC')).toBe('Jan 5, 2026 12:07 AM');
    expect(formatCallTime(at, 'Asia/Tokyo')).toBe('Nov 21, 2026 12:04 AM');
  });

  it('shows durations as m:ss with zero-padded seconds, N/A when empty', () => {
    expect(formatCallDuration(null)).toBe('N/A');
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(3_000)).toBe('0:03');
    expect(formatCallDuration(65_400)).toBe('1:05');
    expect(formatCallDuration(59_600)).toBe('1:00');
    expect(formatCallDuration(3_725_000)).toBe('62:05');
  });

  it("names a call without contact 'Unknown Contact' and without agent 'Direct Call'", () => {
    expect(contactLabel('Dana')).toBe('Dana');
    expect(contactLabel(null)).toBe('Unknown Contact');
    expect(contactLabel('   ')).toBe('Unknown Contact');
    expect(agentLabel('Roof Pro')).toBe('Roof Pro');
    expect(agentLabel(null)).toBe('Direct Call');
  });

  it("shows 'In Progress' until a call has its outcome", () => {
    expect(callLogStatus(null)).toBe('In Progress');
    expect(callLogStatus('Reached Voicemail')).toBe('Reached Voicemail');
  });

  it('shows cost in dollars', () => {
    expect(formatCost(41)).toBe('$0.41');
    expect(formatCost(1250)).toBe('$12.50');
  });
});

describe('call status badge palette (spec 4 applied to our statuses)', () => {
  it('colours each status from the one table', () => {
    expect(statusTone('Completed')).toBe('green');
    expect(statusTone('Dial No Answer')).toBe('red');
    expect(statusTone('Reached Voicemail')).toBe('orange');
    expect(statusTone('In Progress')).toBe('purple');
    expect(statusTone('Answered')).toBe('blue');
    expect(statusTone('Invalid Number')).toBe('grey');
  });
});

describe('CSV cells', () => {
  it('neutralise = + - @ tab and carriage return at the start', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
  });

  it('leave numbers, phone numbers and plain text alone, quoting what CSV needs', () => {
    expect(csvCell('+12145550101')).toBe('+12145550101');
    expect(csvCell('-12')).toBe('-12');
    expect(csvCell('Dana')).toBe('Dana');
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });
});
