/** Calls of one viewer's day, by outcome, and the appointments booked from them. */
export type FunnelDay = {
  day: string;
  completed: number;
  noAnswer: number;
  voicemail: number;
  answered: number;
  invalid: number;
  booked: number;
};

/** One cell of the best-hours map: a weekday × hour in the contacts' local time. */
export type HeatCell = {
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  hour: number;
  dialled: number;
  connected: number;
  booked: number;
};

export type FunnelFigures = {
  dialled: number;
  connected: number;
  /** Connected calls that lasted at least CONVERSATION_MIN_SECONDS. */
  conversations: number;
  /** Appointments created from the calls (callbacks included). */
  booked: number;
  /** Inbound calls: homeowners calling back, not counted as dialled. */
  callbacks: number;
  /** Dollars. */
  cost: number;
  /** Percent of dialled calls; null with none dialled. */
  connectRate: number | null;
  /** Percent of dialled calls that booked; null with none dialled. */
  bookedRate: number | null;
  /** Dollars per booked appointment; null with none booked. */
  costPerBooking: number | null;
  perDay: FunnelDay[];
  heatMap: HeatCell[];
  /** Dialled calls whose contact has no known zone (not on the map). */
  unplaced: number;
};

export type CallFunnel = {
  scopes: FunnelFigures[];
  simulated: { included: boolean; realCallsExist: boolean };
};
