import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** A card whose numbers can be read as a chart or as a table (the toggle says which comes next). */
export function ChartOrTable({
  title,
  description,
  chart,
  table,
}: {
  title: string;
  description?: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <CardTitle>{title}</CardTitle>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-label={`${title}: ${asTable ? 'show as chart' : 'show as table'}`}
          onClick={() => setAsTable(!asTable)}
        >
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </CardHeader>
      <CardContent>{asTable ? table : chart}</CardContent>
    </Card>
  );
}
