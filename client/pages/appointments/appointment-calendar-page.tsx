import { isSameMonth, startOfMonth } from 'date-fns';
import { CalendarDays, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  APPOINTMENT_MESSAGES,
  type AppointmentView,
} from '../../../shared/appointments/appointment-schema';
import { CalcomDialog } from '../../components/calcom-dialog';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { trpc } from '../../lib/trpc';
import { AppointmentDialog } from './appointment-dialog';
import { CalcomTab } from './calcom-tab';
import { DayAppointments } from './day-appointments';
import { MonthCalendar } from './month-calendar';
import { dayKey, useMonthAppointments } from './use-month-appointments';

function IntegrationRequired() {
  return (
    <Card className="border-warning bg-warning/10">
      <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
        <div className="flex flex-col gap-1">
          <h2 className="font-semibold">{APPOINTMENT_MESSAGES.integrationRequired}</h2>
          <p className="text-sm text-muted-foreground">
            {APPOINTMENT_MESSAGES.integrationRequiredText}
          </p>
        </div>
        <CalcomDialog trigger={<Button>{APPOINTMENT_MESSAGES.connectAccount}</Button>} />
      </CardContent>
    </Card>
  );
}

function SyncNote() {
  const sync = trpc.appointments.calcomSync.useQuery();
  const note = sync.data?.note ?? sync.data?.syncError;
  if (!note) return null;
  return (
    <Alert role="status">
      <CalendarDays aria-hidden />
      <AlertTitle>Cal.com sync</AlertTitle>
      <AlertDescription>{note}</AlertDescription>
    </Alert>
  );
}

/** /dashboard/appointment-calendar (spec 2.9). */
export function AppointmentCalendarPage() {
  const status = trpc.calcom.status.useQuery();
  const connected = Boolean(status.data?.connected);
  const [selectedDay, setSelectedDay] = useState(() => new Date());
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [editing, setEditing] = useState<AppointmentView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const { query, byDay, marked } = useMonthAppointments(month);
  const openForm = (appointment: AppointmentView | null) => {
    setEditing(appointment);
    setFormOpen(true);
  };
  const selectDay = (day: Date) => {
    setSelectedDay(day);
    if (!isSameMonth(day, month)) setMonth(startOfMonth(day));
  };

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{APPOINTMENT_MESSAGES.title}</h1>
          <p className="text-muted-foreground">{APPOINTMENT_MESSAGES.subtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {status.data && !connected ? <CalcomDialog /> : null}
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden /> New Appointment
          </Button>
        </div>
      </header>
      {status.data && !connected ? <IntegrationRequired /> : null}
      {connected ? <SyncNote /> : null}
      <Tabs defaultValue="app">
        <TabsList>
          <TabsTrigger value="app">App View</TabsTrigger>
          <TabsTrigger value="calcom">Cal.com</TabsTrigger>
        </TabsList>
        <TabsContent value="app" className="pt-4">
          <Card>
            <CardContent className="flex flex-col gap-6 pt-6 md:flex-row">
              <MonthCalendar
                month={month}
                selected={selectedDay}
                marked={marked}
                onSelect={selectDay}
                onMonthChange={setMonth}
              />
              <DayAppointments
                key={dayKey(selectedDay)}
                day={selectedDay}
                appointments={byDay.get(dayKey(selectedDay)) ?? []}
                query={query}
                onOpenForm={openForm}
              />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="calcom" className="pt-4">
          <CalcomTab connected={connected} />
        </TabsContent>
      </Tabs>
      <AppointmentDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        appointment={editing}
        day={selectedDay}
      />
    </section>
  );
}
