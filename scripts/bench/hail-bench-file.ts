/** The bench's generated NCEI details files. */
const HEADER =
  'BEGIN_YEARMONTH,BEGIN_DAY,BEGIN_TIME,END_YEARMONTH,END_DAY,END_TIME,EPISODE_ID,EVENT_ID,STATE,STATE_FIPS,YEAR,MONTH_NAME,EVENT_TYPE,CZ_TYPE,CZ_FIPS,CZ_NAME,WFO,BEGIN_DATE_TIME,CZ_TIMEZONE,END_DATE_TIME,INJURIES_DIRECT,INJURIES_INDIRECT,DEATHS_DIRECT,DEATHS_INDIRECT,DAMAGE_PROPERTY,DAMAGE_CROPS,SOURCE,MAGNITUDE,MAGNITUDE_TYPE,FLOOD_CAUSE,CATEGORY,TOR_F_SCALE,TOR_LENGTH,TOR_WIDTH,TOR_OTHER_WFO,TOR_OTHER_CZ_STATE,TOR_OTHER_CZ_FIPS,TOR_OTHER_CZ_NAME,BEGIN_RANGE,BEGIN_AZIMUTH,BEGIN_LOCATION,END_RANGE,END_AZIMUTH,END_LOCATION,BEGIN_LAT,BEGIN_LON,END_LAT,END_LON,EPISODE_NARRATIVE,EVENT_NARRATIVE,DATA_SOURCE';
const TYPES = ['Thunderstorm Wind', 'Flash Flood', 'Heavy Rain', 'Winter Storm', 'Drought'];
const NARRATIVE =
  '"A line of strong to severe thunderstorms moved across the area during the afternoon, producing damaging winds, hail and heavy rain; several trees and power lines were reported down."';

/** A seeded generator, so every run imports the same archive. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** `rows` details rows in the real NCEI layout (~10% hail, positions across the lower 48). */
export async function* nceiFile(
  rows: number,
  firstEventId = 1,
  year = 2025,
): AsyncGenerator<Buffer> {
  const next = random(30 + firstEventId);
  let chunk = `${HEADER}\n`;
  for (let i = 1; i <= rows; i++) {
    const hail = next() < 0.1;
    const month = 1 + Math.floor(next() * 12);
    const ym = `${year}${String(month).padStart(2, '0')}`;
    const day = 1 + Math.floor(next() * 28);
    const time = Math.floor(next() * 24) * 100 + Math.floor(next() * 60);
    const lat = (25 + next() * 24).toFixed(4);
    const lon = (-124 + next() * 57).toFixed(4);
    const type = hail ? 'Hail' : TYPES[i % TYPES.length];
    const size = hail ? (0.75 + Math.floor(next() * 8) * 0.25).toFixed(2) : '';
    chunk += `${ym},${day},${time},${ym},${day},${time},${100_000 + Math.floor((firstEventId - 1 + i) / 8)},${firstEventId + i - 1},TEXAS,48,${year},May,${type},C,85,COLLIN,FWD,01-MAY-25 12:00:00,CST-6,01-MAY-25 12:00:00,0,0,0,0,0.00K,0.00K,Trained Spotter,${size},,,,,,,,,,,1,N,PLANO,1,N,PLANO,${lat},${lon},${lat},${lon},${NARRATIVE},${NARRATIVE},CSV\n`;
    if (i % 2000 === 0) {
      yield Buffer.from(chunk);
      chunk = '';
    }
  }
  yield Buffer.from(chunk);
}
