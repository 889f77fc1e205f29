import {
  AppointmentIdSchema,
  AppointmentRangeSchema,
  CreateAppointmentSchema,
  UpdateAppointmentSchema,
} from '../../../shared/appointments/appointment-schema';
import { authedProcedure, router } from '../../trpc';
import {
  cancelAppointment,
  createAppointment,
  editAppointment,
  listAppointments,
} from './appointments.service';
import { calcomSyncStatus } from './calcom-sync-status';

export const appointmentsRouter = router({
  list: authedProcedure
    .input(AppointmentRangeSchema)
    .query(({ ctx, input }) => listAppointments(ctx.deps, ctx.user.accountId, input)),
  create: authedProcedure
    .input(CreateAppointmentSchema)
    .mutation(({ ctx, input }) => createAppointment(ctx.deps, ctx.user, input.appointment)),
  update: authedProcedure
    .input(UpdateAppointmentSchema)
    .mutation(({ ctx, input }) =>
      editAppointment(ctx.deps, ctx.user.accountId, input.id, input.appointment),
    ),
  cancel: authedProcedure
    .input(AppointmentIdSchema)
    .mutation(({ ctx, input }) => cancelAppointment(ctx.deps, ctx.user.accountId, input.id)),
  calcomSync: authedProcedure.query(({ ctx }) => calcomSyncStatus(ctx.deps, ctx.user.accountId)),
});
