// The days, weeks and months a question asks about ("what did we decide on 3 Jan 2024?",
// "what broke yesterday?", "in March 2024"), as time windows, so that recall can prefer
// the memories written then. Every memory carries the time it was written, and a question
// that names a date is usually asking what was said or decided that day.
//
// Pure: the clock comes in as `now`. English month names and numeric forms only; a date
// after "before", "after", "since" or "until" bounds a span of unknown length and is left
// out rather than guessed. Windows are UTC calendar spans; timeFit allows for the writer's
// time zone.

export type TimeWindow = { from: number; to: number; span: 'day' | 'week' | 'month' };

const DAY_MS = 86_400_000;
// How far outside a window a memory's time may fall and still count as inside it: about
// the widest UTC offset, so that a local "3 Jan" written late in the evening still fits.
const ZONE_SLACK_MS = 14 * 3_600_000;
// Beyond that, a memory of the day next to an asked day fits half: "the game yesterday",
// said the morning after.
const NEXT_DAY_MS = ZONE_SLACK_MS + DAY_MS;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = String.raw`(\d{4})`;
const BOUND = String.raw`(?:(before|after|since|until|till|by)\s+(?:the\s+)?)?`;
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

type Pattern = { re: RegExp; read: (m: RegExpExecArray, now: number) => TimeWindow[] };

const PATTERNS: Pattern[] = [
  // 2024-01-09
  { re: new RegExp(String.raw`\b${BOUND}(\d{4})-(\d{1,2})-(\d{1,2})\b`, 'gi'), read: (m) => day(+m[2], +m[3] - 1, +m[4]) },
  // 29 Dec 2023, 5th of January, 29 December
  { re: new RegExp(String.raw`\b${BOUND}${DAY}\s+(?:of\s+)?${MONTH}(?:,?\s+${YEAR})?\b`, 'gi'), read: (m, now) => dayOf(m[4], +m[2], m[3], now) },
  // Dec 29, 2023; January 6 2024; December 23rd
  { re: new RegExp(String.raw`\b${BOUND}${MONTH}\s+${DAY}(?:,?\s+${YEAR})?\b(?!\s*(?:am|pm|:))`, 'gi'), read: (m, now) => dayOf(m[4], +m[3], m[2], now) },
  // 09.01.2024 (day first, as dotted dates are written), 9/1/2024 (either order where both read)
  { re: new RegExp(String.raw`(?<![\d.])\b${BOUND}(\d{1,2})([./])(\d{1,2})\3(\d{4}|\d{2})\b(?![.\d])`, 'gi'), read: (m) => numericDay(+m[2], m[3], +m[4], +m[5]) },
  // January 2024, in Dec 2023
  { re: new RegExp(String.raw`\b${BOUND}${MONTH},?\s+${YEAR}\b`, 'gi'), read: (m) => month(+m[3], monthIndex(m[2])) },
  // today, yesterday, the day before yesterday
  { re: new RegExp(String.raw`\b${BOUND}(the day before yesterday|yesterday|today|tonight|this morning|this afternoon|this evening)\b`, 'gi'), read: (m, now) => relativeDay(now, m[2].toLowerCase() === 'the day before yesterday' ? 2 : m[2].toLowerCase() === 'yesterday' ? 1 : 0) },
  // three days ago, 2 weeks ago
  { re: new RegExp(String.raw`\b${BOUND}(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+(day|week)s?\s+ago\b`, 'gi'), read: (m, now) => ago(now, countOf(m[2]), m[3].toLowerCase() as 'day' | 'week') },
  // last week, this week, last month, this month
  { re: new RegExp(String.raw`\b${BOUND}(last|this|past)\s+(week|month)\b`, 'gi'), read: (m, now) => recentSpan(now, m[2].toLowerCase(), m[3].toLowerCase() as 'week' | 'month') },
  // on Monday, last Friday: the latest such day before today
  { re: new RegExp(String.raw`\b${BOUND}(?:on|last)\s+(${WEEKDAYS.join('|')})\b`, 'gi'), read: (m, now) => lastWeekday(now, WEEKDAYS.indexOf(m[2].toLowerCase())) },
];

// The windows a question names, in order, without repeats, and the question without the
// words that named them: "3" and "jan" of "on 3 Jan 2024" would otherwise match every
// memory that mentions a 3. Parts of the text one pattern has read are not read again by a
// later one ("29 Dec 2023" is no "Dec 2023" too). A bounded date ("before 3 Jan") names no
// window, but its words go all the same.
export function readTimes(query: string, now: number): { windows: TimeWindow[]; rest: string } {
  const text = query.slice(0, 2_000);
  const taken: Array<[number, number]> = [];
  const windows: TimeWindow[] = [];
  for (const { re, read } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      // A bound, or no such day ("31 Feb 2024"): its words go, no window comes.
      const found = m[1] ? [] : read(m, now);
      taken.push([start, end]);
      for (const w of found) if (!windows.some((o) => o.from === w.from && o.to === w.to)) windows.push(w);
    }
  }
  if (taken.length === 0) return { windows, rest: query };
  let rest = '';
  let at = 0;
  for (const [a, b] of taken.sort((x, y) => x[0] - y[0])) {
    rest += `${text.slice(at, a)} `;
    at = b;
  }
  return { windows: windows.slice(0, 4), rest: rest + query.slice(at) };
}

export function askedTimes(query: string, now: number): TimeWindow[] {
  return readTimes(query, now).windows;
}

// How well a memory written at `at` fits the asked windows: 1 inside one (time-zone slack
// allowed), 0.5 on a day next to an asked day, else 0.
export function timeFit(at: number, windows: readonly TimeWindow[]): number {
  let best = 0;
  for (const w of windows) {
    const outside = at < w.from ? w.from - at : at >= w.to ? at - w.to : 0;
    if (outside <= ZONE_SLACK_MS) return 1;
    if (w.span === 'day' && outside <= NEXT_DAY_MS) best = 0.5;
  }
  return best;
}

function monthIndex(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase());
}

function day(year: number, monthIdx: number, date: number): TimeWindow[] {
  if (!(year >= 1970 && year <= 9999 && monthIdx >= 0 && monthIdx <= 11 && date >= 1)) return [];
  const from = Date.UTC(year, monthIdx, date);
  if (new Date(from).getUTCDate() !== date) return []; // 31 Feb and the like
  return [{ from, to: from + DAY_MS, span: 'day' }];
}

// A day named by month and date, with the year given or, when it is not, the latest such
// day not after tomorrow (a question about "Dec 29" asked in January means last December).
function dayOf(yearText: string | undefined, date: number, monthName: string, now: number): TimeWindow[] {
  const m = monthIndex(monthName);
  if (yearText) return day(+yearText, m, date);
  // "may" and "march" are verbs too ("it may 2x the cost"): without a year, not a date.
  if (/^(may|march)$/i.test(monthName)) return [];
  const year = new Date(now).getUTCFullYear();
  for (const y of [year, year - 1]) {
    const w = day(y, m, date);
    if (w.length && w[0].from <= now + DAY_MS) return w;
  }
  return [];
}

function numericDay(a: number, separator: string, b: number, yearNumber: number): TimeWindow[] {
  const year = yearNumber < 100 ? 2000 + yearNumber : yearNumber;
  if (separator === '.') return day(year, b - 1, a);
  const dayFirst = day(year, b - 1, a);
  const monthFirst = day(year, a - 1, b);
  if (a > 12) return dayFirst;
  if (b > 12) return monthFirst;
  return a === b ? dayFirst : [...monthFirst, ...dayFirst];
}

function month(year: number, monthIdx: number): TimeWindow[] {
  if (!(year >= 1970 && year <= 9999 && monthIdx >= 0)) return [];
  return [{ from: Date.UTC(year, monthIdx, 1), to: Date.UTC(year, monthIdx + 1, 1), span: 'month' }];
}

function startOfDay(t: number): number {
  return Math.floor(t / DAY_MS) * DAY_MS;
}

function relativeDay(now: number, back: number): TimeWindow[] {
  const from = startOfDay(now) - back * DAY_MS;
  return [{ from, to: from + DAY_MS, span: 'day' }];
}

function countOf(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word.toLowerCase()] ?? 1);
}

function ago(now: number, n: number, unit: 'day' | 'week'): TimeWindow[] {
  if (unit === 'day') return relativeDay(now, n);
  const from = startOfDay(now) - n * 7 * DAY_MS - 3 * DAY_MS;
  return [{ from, to: from + 7 * DAY_MS, span: 'week' }];
}

function recentSpan(now: number, which: string, unit: 'week' | 'month'): TimeWindow[] {
  const today = startOfDay(now);
  const length = unit === 'week' ? 7 : 31;
  // "this week" and "the past week" end today; "last week" is the one before that.
  const to = which === 'last' && unit === 'week' ? today - 6 * DAY_MS : today + DAY_MS;
  const from = which === 'last' && unit === 'week' ? to - 8 * DAY_MS : to - length * DAY_MS;
  return [{ from, to, span: unit }];
}

function lastWeekday(now: number, weekday: number): TimeWindow[] {
  const today = new Date(startOfDay(now)).getUTCDay();
  const back = (today - weekday + 7) % 7 || 7;
  return relativeDay(now, back);
}

// The spans, widened by the slack timeFit allows, within which a memory fits some window:
// where recall looks for the memories written then (ISO strings compare as times do).
export function fittingSpans(windows: readonly TimeWindow[]): Array<{ from: string; to: string }> {
  return windows.map((w) => {
    const slack = w.span === 'day' ? NEXT_DAY_MS : ZONE_SLACK_MS;
    return { from: new Date(w.from - slack).toISOString(), to: new Date(w.to + slack).toISOString() };
  });
}
