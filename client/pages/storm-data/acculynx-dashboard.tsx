import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import {
  SAMPLE_CLOSED_SALES,
  SAMPLE_JOBS,
  SAMPLE_LEADS,
  SAMPLE_PROPOSALS,
} from '../../../shared/storm/storm-samples';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';

type Row = { id: string } & Record<string, string>;
type Column = { header: string; field: string };

type Section = {
  value: string;
  title: string;
  caption: string;
  rows: readonly Row[];
  columns: readonly Column[];
};

/** Spec 9: four summary cards (each a count of its list) and four tabs with these columns. */
const SECTIONS: readonly Section[] = [
  {
    value: 'leads',
    title: 'Leads',
    caption: 'New leads this month',
    rows: SAMPLE_LEADS,
    columns: [
      { header: 'Name', field: 'name' },
      { header: 'Address', field: 'address' },
      { header: 'Phone', field: 'phone' },
      { header: 'Status', field: 'status' },
      { header: 'Date Added', field: 'dateAdded' },
    ],
  },
  {
    value: 'jobs',
    title: 'Active Jobs',
    caption: 'Jobs in progress',
    rows: SAMPLE_JOBS,
    columns: [
      { header: 'Customer', field: 'customer' },
      { header: 'Address', field: 'address' },
      { header: 'Stage', field: 'stage' },
      { header: 'Start Date', field: 'startDate' },
      { header: 'Job Value', field: 'value' },
    ],
  },
  {
    value: 'proposals',
    title: 'Proposals',
    caption: 'Pending review',
    rows: SAMPLE_PROPOSALS,
    columns: [
      { header: 'Customer', field: 'customer' },
      { header: 'Address', field: 'address' },
      { header: 'Date Submitted', field: 'dateSubmitted' },
      { header: 'Amount', field: 'amount' },
      { header: 'Status', field: 'status' },
    ],
  },
  {
    value: 'closed-sales',
    title: 'Closed Sales',
    caption: 'This month',
    rows: SAMPLE_CLOSED_SALES,
    columns: [
      { header: 'Customer', field: 'customer' },
      { header: 'Address', field: 'address' },
      { header: 'Date Closed', field: 'dateClosed' },
      { header: 'Revenue', field: 'revenue' },
      { header: 'Sales Rep', field: 'salesRep' },
    ],
  },
];

function SectionTable({ section }: { section: Section }) {
  return (
    <Table aria-label={`${section.title} (sample data)`}>
      <TableHeader>
        <TableRow>
          {section.columns.map((column) => (
            <TableHead key={column.field}>{column.header}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {section.rows.map((row) => (
          <TableRow key={row.id}>
            {section.columns.map((column) => (
              <TableCell key={column.field}>{row[column.field]}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The connected Acculynx dashboard, drawn from the spec's sample rows and labelled as such. */
export function AcculynxDashboard() {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">Sample data</Badge>
        <p className="text-sm text-muted-foreground">{STORM_MESSAGES.samplesNote}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SECTIONS.map((section) => (
          <Card key={section.value}>
            <CardHeader className="pb-2">
              <CardTitle asChild className="text-sm font-medium">
                <h3>{section.title}</h3>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-2xl font-bold">{section.rows.length}</p>
              <p className="text-xs text-muted-foreground">{section.caption}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <Tabs defaultValue="leads">
        <TabsList>
          {SECTIONS.map((section) => (
            <TabsTrigger key={section.value} value={section.value}>
              {section.title}
            </TabsTrigger>
          ))}
        </TabsList>
        {SECTIONS.map((section) => (
          <TabsContent key={section.value} value={section.value} className="pt-2">
            <SectionTable section={section} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
