import { format, isSameMonth, startOfMonth } from 'date-fns';
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
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';
import { AppointmentDialog } from './appointment-dialog';
import { AppointmentItem } from './appointment-item';
import { CalcomTab } from './calcom-tab';
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
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<AppointmentView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const { query, byDay, marked } = useMonthAppointments(month);
  const utils = trpc.useUtils();
  const cancel = trpc.appointments.cancel.useMutation({
    onSuccess: () => {
      toast.success(APPOINTMENT_MESSAGES.cancelled);
      void utils.appointments.list.invalidate();
    },
    onError: (error) =>
      toast.error('Could not cancel the appointment', {
        description: errorMessage(error, 'Please try again.'),
      }),
  });
  const openForm = (appointment: AppointmentView | null) => {
    setEditing(appointment);
    setFormOpen(true);
  };
  const selectDay = (day: Date) => {
    setSelectedDay(day);
    setSelectedId(null);
    if (!isSameMonth(day, month)) setMonth(startOfMonth(day));
  };
  const dayAppointments = byDay.get(dayKey(selectedDay)) ?? [];

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
              <div className="flex min-w-0 flex-1 flex-col gap-3">
                <h2 className="font-semibold">{format(selectedDay, 'EEEE, MMMM d, yyyy')}</h2>
                {query.isPending ? (
                  <Spinner label="Loading appointments..." />
                ) : query.isError ? (
                  <LoadError
                    title={APPOINTMENT_MESSAGES.loadError}
                    error={query.error}
                    onRetry={() => query.refetch()}
                  />
                ) : dayAppointments.length === 0 ? (
                  <div className="flex flex-col items-center gap-3 py-10 text-center">
                    <CalendarDays className="size-10 text-muted-foreground" aria-hidden />
                    <p className="text-muted-foreground">{APPOINTMENT_MESSAGES.emptyDay}</p>
                    <Button variant="outline" onClick={() => openForm(null)}>
                      {APPOINTMENT_MESSAGES.schedule}
                    </Button>
                  </div>
                ) : (
                  <ul className="flex flex-col gap-3" aria-label="Appointments of the day">
                    {dayAppointments.map((appointment) => (
                      <AppointmentItem
                        key={appointment.id}
                        appointment={appointment}
                        selected={appointment.id === selectedId}
                        onSelect={() => setSelectedId(appointment.id)}
                        onEdit={() => openForm(appointment)}
                        onCancel={() => cancel.mutate({ id: appointment.id })}
                        cancelling={cancel.isPending}
                      />
                    ))}
                  </ul>
                )}
              </div>
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
