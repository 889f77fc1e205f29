/** Dispatched on window by 'Watch Demo': the demo calls section plays its first call. */
export const PLAY_DEMO_EVENT = 'stormdialer:play-demo';
