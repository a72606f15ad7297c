import { assertWholePesoPays, type SlotSymbolDef, type SlotTheme } from './engine.ts';

/**
 * The house slot's themes: one engine (engine.ts), each theme its own symbols, strips and paytable.
 * Symbols 0–7 are normal (low to high), 8 the wild, 9 the scatter; a symbol's art is
 * `slot-<theme>/<name>`.
 *
 * Whole pesos by design (issue 14): players see floored pesos, so a win of ₱2.50 would read "₱2" and
 * the balance would not add up. Every bet level is whole pesos and every line pay is a multiple of
 * the 20 lines (× the line bet), i.e. a whole multiple of the TOTAL bet: the smallest winning line
 * returns the bet (₱1 on ₱1), and every line and scatter win is whole pesos at every level.
 * `assertWholePesoPays` refuses a theme that breaks this when the server starts.
 *
 * The strips were tuned (keeping each strip's length and its scatters' places) so that each theme
 * returns 96.00% exactly (engine.test.ts proves it by exact computation and by simulation); about 28%
 * of spins win something, 2% win 10× the bet or more. Editing a strip or a pay moves the RTP: run the
 * test, and keep `rtpBps` the rounded exact value.
 */

/**
 * The art each symbol id is drawn with (`slot-<theme>/<name>`, the same file names in every theme's
 * bundle): the four low symbols as card letters, the high ones from hi4 (lowest) to hi1 (highest).
 * The themed names below only keep the strips readable.
 */
const ART_NAMES = ['j', 'q', 'k', 'a', 'hi4', 'hi3', 'hi2', 'hi1', 'wild', 'scatter'] as const;

/** Total bets (hundredths): whole pesos, ₱1 to ₱100. */
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
  return assertWholePesoPays({ gameId, theme: name, symbols: defs, strips: parsed, betLevels: BET_LEVELS, defaultBet: 200, rtpBps });
}

/** Fiesta sa Baryo. */
export const fiesta = theme(101, 'fiesta', 9600, [
  ['mangga', [20, 60, 200]],
  ['niyog', [20, 60, 200]],
  ['banderitas', [20, 80, 240]],
  ['gitara', [20, 80, 300]],
  ['halohalo', [40, 120, 400]],
  ['parol', [40, 160, 600]],
  ['jeepney', [60, 200, 800]],
  ['lechon', [100, 400, 2000]],
  ['tandang', [200, 1000, 4000]],
  ['fiesta', [2, 10, 50]],
], [
  'gitara banderitas lechon niyog banderitas gitara banderitas halohalo niyog gitara niyog fiesta niyog banderitas niyog banderitas gitara banderitas gitara niyog banderitas niyog mangga parol niyog banderitas gitara banderitas gitara fiesta gitara banderitas gitara jeepney halohalo',
  'jeepney mangga jeepney tandang mangga halohalo mangga fiesta mangga jeepney parol mangga jeepney halohalo jeepney tandang jeepney lechon gitara niyog mangga halohalo parol mangga gitara jeepney mangga halohalo mangga lechon niyog banderitas jeepney mangga parol halohalo',
  'parol halohalo tandang mangga parol niyog lechon jeepney mangga parol mangga banderitas parol halohalo tandang fiesta parol mangga parol banderitas parol niyog lechon mangga parol halohalo tandang niyog parol halohalo mangga parol fiesta niyog jeepney gitara',
  'banderitas niyog tandang mangga fiesta niyog banderitas mangga parol niyog halohalo mangga parol tandang parol niyog parol mangga niyog gitara parol mangga halohalo fiesta mangga banderitas mangga tandang parol mangga mangga lechon parol banderitas jeepney halohalo',
  'lechon halohalo mangga jeepney lechon gitara niyog tandang gitara parol banderitas jeepney lechon gitara mangga lechon fiesta niyog banderitas jeepney gitara halohalo mangga gitara lechon banderitas jeepney mangga gitara niyog mangga gitara lechon jeepney fiesta niyog',
]);

/** Perlas ng Dagat. */
export const perlas = theme(102, 'perlas', 9600, [
  ['kabibe', [20, 60, 160]],
  ['bituin', [20, 60, 200]],
  ['alimango', [20, 80, 240]],
  ['pawikan', [20, 100, 300]],
  ['kabayodagat', [40, 120, 400]],
  ['dolphin', [40, 160, 600]],
  ['perlas', [80, 300, 1000]],
  ['sirena', [100, 500, 2400]],
  ['alon', [200, 1000, 5000]],
  ['kayamanan', [2, 12, 60]],
], [
  'kabibe dolphin kabibe kabayodagat kabibe perlas kabibe bituin kabibe bituin dolphin kabibe kayamanan dolphin bituin alimango dolphin kabibe bituin kabibe sirena dolphin kabayodagat kabibe bituin dolphin sirena kabibe dolphin bituin pawikan bituin sirena kabibe dolphin',
  'alimango perlas kabayodagat pawikan alimango sirena bituin kabayodagat alimango dolphin alon kabibe alimango pawikan bituin perlas kabayodagat pawikan alimango perlas alimango sirena pawikan kabayodagat alimango bituin perlas alimango pawikan kabayodagat perlas kayamanan alimango dolphin alon pawikan',
  'alimango kabayodagat perlas alimango bituin kabibe pawikan bituin pawikan dolphin alimango kabayodagat pawikan bituin perlas kabibe pawikan alimango bituin kayamanan pawikan alon sirena dolphin pawikan alimango bituin perlas alimango kabayodagat pawikan bituin pawikan alon dolphin pawikan',
  'pawikan kabibe pawikan kayamanan kabibe bituin alimango perlas kabayodagat kabibe sirena bituin perlas pawikan kabibe perlas alon bituin alimango sirena kabibe pawikan bituin kabayodagat pawikan dolphin kabibe sirena kabibe bituin alimango pawikan kabibe perlas bituin sirena',
  'alimango alon kabibe kabayodagat perlas pawikan alimango kabayodagat dolphin pawikan kayamanan kabibe pawikan dolphin sirena kabayodagat perlas bituin alon alimango kabayodagat kabibe perlas pawikan kabibe kabayodagat bituin pawikan kayamanan kabibe perlas alimango kabibe sirena pawikan bituin',
]);

/** Gintong Tigre. */
export const tigre = theme(103, 'tigre', 9600, [
  ['barya', [20, 60, 160]],
  ['jade', [20, 60, 200]],
  ['parol', [20, 80, 240]],
  ['tambol', [20, 100, 300]],
  ['koi', [40, 120, 400]],
  ['ginto', [60, 200, 600]],
  ['dragon', [80, 300, 1200]],
  ['tigre', [100, 600, 3000]],
  ['gintongtigre', [200, 1200, 6000]],
  ['kapalaran', [3, 15, 75]],
], [
  'tambol koi tambol koi tambol koi tambol jade koi ginto kapalaran parol jade barya koi dragon tambol jade koi barya tambol koi jade tambol koi jade tambol kapalaran tambol jade koi tambol koi barya tigre',
  'ginto koi barya dragon ginto parol tambol kapalaran ginto dragon barya jade ginto koi gintongtigre parol ginto barya dragon jade parol ginto tigre tambol ginto dragon jade koi kapalaran parol tambol barya ginto jade parol tigre',
  'parol kapalaran parol barya parol dragon tigre barya tigre parol tambol dragon parol barya jade ginto parol barya kapalaran jade parol dragon gintongtigre koi parol jade parol barya parol tambol jade barya parol gintongtigre jade dragon',
  'dragon barya parol dragon parol tigre barya jade parol ginto kapalaran gintongtigre ginto parol jade koi ginto tigre jade barya tambol parol gintongtigre barya ginto tigre barya ginto parol kapalaran parol dragon parol barya jade gintongtigre',
  'ginto dragon tigre jade kapalaran barya jade dragon ginto parol tigre jade ginto barya gintongtigre jade ginto tigre dragon jade kapalaran ginto parol tambol ginto jade dragon barya ginto jade koi dragon ginto gintongtigre jade parol',
]);

/** The house slots by catalog game id. */
export const slotThemes: ReadonlyMap<number, SlotTheme> = new Map([[fiesta.gameId, fiesta], [perlas.gameId, perlas], [tigre.gameId, tigre]]);
