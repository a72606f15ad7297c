import type { SlotSymbolDef, SlotTheme } from './engine.ts';

/**
 * The house slot's themes: one engine (engine.ts), each theme its own symbols, strips and paytable.
 * Symbols 0–7 are normal (low to high), 8 the wild, 9 the scatter; a symbol's art is
 * `slot-<theme>/<name>`. The strips were tuned so that each theme returns 96.0% ± 0.3 exactly
 * (engine.test.ts proves it by exact computation and by simulation). Editing a strip or a pay moves
 * the RTP: run the test, and keep `rtpBps` the rounded exact value.
 */

/**
 * The art each symbol id is drawn with (`slot-<theme>/<name>`, the same file names in every theme's
 * bundle): the four low symbols as card letters, the high ones from hi4 (lowest) to hi1 (highest).
 * The themed names below only keep the strips readable.
 */
const ART_NAMES = ['j', 'q', 'k', 'a', 'hi4', 'hi3', 'hi2', 'hi1', 'wild', 'scatter'] as const;

/** Total bets (hundredths): each a multiple of the 20 lines, so the line bet is whole. */
export const BET_LEVELS = [100, 200, 500, 1000, 2000, 5000, 10000];

function theme(gameId: number, name: string, rtpBps: number, symbols: [string, [number, number, number]][], strips: string[]): SlotTheme {
  const defs: SlotSymbolDef[] = symbols.map(([, pays], id) => ({ id, name: ART_NAMES[id]!, kind: id === 8 ? 'wild' : id === 9 ? 'scatter' : 'normal', pays }));
  const byName = new Map(symbols.map(([symbol], id) => [symbol, id]));
  const parsed = strips.map((strip) =>
    strip.split(' ').map((symbol) => {
      const id = byName.get(symbol);
      if (id === undefined) throw new Error(`slot theme ${name}: unknown symbol ${symbol}`);
      return id;
    }),
  );
  return { gameId, theme: name, symbols: defs, strips: parsed, betLevels: BET_LEVELS, defaultBet: 200, rtpBps };
}

/** Fiesta sa Baryo. */
export const fiesta = theme(101, 'fiesta', 9600, [
  ['mangga', [5, 15, 50]],
  ['niyog', [5, 15, 50]],
  ['banderitas', [5, 20, 60]],
  ['gitara', [5, 20, 75]],
  ['halohalo', [10, 40, 120]],
  ['parol', [15, 60, 200]],
  ['jeepney', [20, 80, 300]],
  ['lechon', [40, 150, 750]],
  ['tandang', [50, 250, 1500]],
  ['fiesta', [2, 10, 50]],
], [
  'mangga niyog lechon jeepney halohalo gitara banderitas jeepney niyog mangga jeepney fiesta niyog halohalo mangga jeepney niyog banderitas halohalo lechon jeepney niyog mangga parol gitara jeepney halohalo niyog jeepney fiesta mangga banderitas niyog jeepney halohalo',
  'niyog mangga jeepney tandang lechon halohalo mangga fiesta niyog jeepney parol mangga niyog halohalo jeepney tandang mangga lechon gitara niyog jeepney halohalo parol mangga niyog jeepney mangga halohalo tandang lechon niyog banderitas jeepney mangga parol halohalo',
  'banderitas halohalo tandang mangga parol niyog lechon jeepney niyog parol mangga banderitas jeepney halohalo tandang fiesta niyog mangga parol banderitas jeepney niyog lechon mangga parol halohalo tandang niyog jeepney banderitas mangga parol fiesta niyog jeepney gitara',
  'mangga niyog tandang mangga fiesta niyog banderitas mangga jeepney niyog halohalo mangga mangga tandang parol niyog banderitas mangga niyog gitara jeepney mangga halohalo fiesta niyog banderitas mangga tandang niyog mangga mangga lechon niyog banderitas jeepney halohalo',
  'parol halohalo mangga jeepney banderitas gitara niyog tandang mangga parol banderitas jeepney niyog gitara mangga lechon fiesta niyog banderitas jeepney parol halohalo mangga gitara niyog banderitas jeepney mangga parol niyog mangga gitara banderitas jeepney fiesta niyog',
]);

/** Perlas ng Dagat. */
export const perlas = theme(102, 'perlas', 9598, [
  ['kabibe', [5, 15, 40]],
  ['bituin', [5, 15, 50]],
  ['alimango', [5, 20, 60]],
  ['pawikan', [8, 25, 80]],
  ['kabayodagat', [10, 40, 125]],
  ['dolphin', [15, 50, 200]],
  ['perlas', [25, 100, 400]],
  ['sirena', [50, 200, 1000]],
  ['alon', [60, 300, 2000]],
  ['kayamanan', [2, 12, 60]],
], [
  'kabibe kabayodagat pawikan sirena bituin perlas kabibe pawikan kabayodagat bituin sirena perlas kayamanan dolphin pawikan alimango kabayodagat kabibe bituin pawikan perlas sirena kabayodagat kabibe bituin pawikan perlas kabibe kabayodagat sirena pawikan dolphin alimango bituin perlas',
  'alimango perlas kabayodagat pawikan perlas sirena bituin kabayodagat alimango dolphin alon kabibe perlas pawikan bituin perlas kabayodagat pawikan alimango perlas dolphin alon pawikan kabayodagat sirena bituin perlas alimango pawikan kabayodagat perlas kayamanan bituin dolphin alon pawikan',
  'bituin kabayodagat perlas alimango sirena kabibe pawikan bituin alon dolphin alimango kabayodagat pawikan bituin perlas kabibe pawikan alimango bituin kayamanan kabayodagat alon sirena dolphin pawikan alimango bituin perlas kabibe kabayodagat pawikan bituin alimango alon dolphin pawikan',
  'kabayodagat kabibe pawikan kayamanan alon bituin alimango perlas dolphin kabibe sirena bituin kabayodagat pawikan kabibe perlas alon bituin alimango sirena kabibe pawikan bituin kabayodagat perlas dolphin kabibe sirena alon bituin alimango pawikan kabibe perlas bituin sirena',
  'dolphin alon kabibe kabayodagat perlas pawikan alimango kabayodagat bituin pawikan kayamanan kabibe perlas dolphin sirena kabayodagat pawikan bituin alon alimango kabayodagat kabibe perlas pawikan dolphin kabayodagat bituin pawikan kayamanan kabibe perlas alimango kabayodagat sirena pawikan bituin',
]);

/** Gintong Tigre. */
export const tigre = theme(103, 'tigre', 9598, [
  ['barya', [4, 12, 40]],
  ['jade', [5, 15, 50]],
  ['parol', [5, 18, 60]],
  ['tambol', [6, 25, 80]],
  ['koi', [10, 40, 120]],
  ['ginto', [15, 60, 180]],
  ['dragon', [25, 100, 500]],
  ['tigre', [50, 250, 1200]],
  ['gintongtigre', [75, 400, 2500]],
  ['kapalaran', [3, 15, 75]],
], [
  'tigre jade barya dragon parol koi tambol jade barya ginto kapalaran dragon jade barya tigre dragon parol jade koi barya tambol dragon jade barya tigre jade dragon kapalaran barya parol koi tambol jade barya dragon',
  'tambol koi barya dragon jade parol tambol kapalaran parol dragon barya jade tigre koi gintongtigre parol tambol barya dragon jade parol ginto tigre tambol barya dragon jade koi kapalaran parol tambol barya dragon jade parol tigre',
  'tambol kapalaran parol barya jade dragon tigre barya jade gintongtigre tambol dragon parol barya jade ginto tigre tambol kapalaran jade barya dragon gintongtigre koi tigre jade parol barya dragon tambol jade barya tigre gintongtigre jade dragon',
  'tambol barya parol dragon jade tigre barya jade barya ginto kapalaran gintongtigre dragon parol jade koi barya tigre jade barya dragon parol gintongtigre barya jade tigre barya ginto jade kapalaran parol dragon koi barya jade gintongtigre',
  'barya dragon tigre jade kapalaran barya jade dragon barya parol tigre jade dragon barya gintongtigre jade barya tigre dragon jade kapalaran ginto parol tambol barya jade dragon barya tigre jade koi dragon barya gintongtigre jade parol',
]);

/** The house slots by catalog game id. */
export const slotThemes: ReadonlyMap<number, SlotTheme> = new Map([[fiesta.gameId, fiesta], [perlas.gameId, perlas], [tigre.gameId, tigre]]);
