import type { ComponentType } from 'react';
import { ActivityId } from '../../contract/enums.ts';
import { isGameId, validStartQuery } from '../features/games/launch.ts';
import { isFaqSection } from '../features/info/faqSections.ts';
import { isChannelName } from '../features/wallet/channels.ts';
import { isFeedbackChild } from '../features/feedback/ids.ts';
import type { AuthModalKind, LoginTab } from '../store/index.ts';

/**
 * THE route table (spec §2): one entry per path. Later issues add entries here; the router, the
 * guards, the page titles and the top bar all read this list and nothing else.
 */

/** 'auth': signed-in players only. 'auth-activity': the activity-login check (see RouteGuard). */
export type Guard = 'none' | 'auth' | 'auth-activity';

export interface AppRoute {
  path: string;
  /** The page module, loaded on first visit so the lobby bundle stays small. */
  page: () => Promise<{ default: ComponentType }>;
  /** i18n key of the document title (namespace:key). */
  titleKey: string;
  hideTopBar?: boolean;
  guard: Guard;
  /** Opens this auth modal over the page, so deep links like /auth/register work. */
  authModal?: { kind: AuthModalKind; loginTab?: LoginTab };
  /** The activity (ActivityId) an 'auth-activity' route shows: its unloginShowStatus decides. */
  activityId?: number;
  /**
   * Route validation (DESIGN §4): false fails to the 404 page with the path, a number fails with
   * that status instead. Runs before the page loads.
   */
  validate?: (match: RouteMatchInfo) => boolean | number;
}

export interface RouteMatchInfo {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

const homePage = () => import('../features/home/HomePage.tsx');
const faqPage = () => import('../features/info/FaqPage.tsx');
const notFoundPage = () => import('../features/errors/NotFoundPage.tsx');
const cardListPage = () => import('../features/wallet/CardListPage.tsx');
const walletsPage = () => import('../features/wallet/WalletsPage.tsx');
const recordsPage = () => import('../features/wallet/RecordsPage.tsx');
const bonusPage = () => import('../features/bonus/BonusRoutes.tsx');
const vipPage = () => import('../features/vip/VipRoutes.tsx');
const pointsPage = () => import('../features/points/PointsRoutes.tsx');
/** A page and its /v2 twin (spec §2) as one entry: any other child is the 404 page. */
const v2Only = ({ params }: RouteMatchInfo) => ['', 'v2'].includes(params['*'] ?? '');
const agentPage = () => import('../features/agents/AgentRoutes.tsx');
const offersPage = () => import('../features/offers/OffersRoutes.tsx');
const mailPage = () => import('../features/mail/MailRoutes.tsx');
/** The inbox, or one mail by its numeric `?id=` (anything else is the 404 page). */
const mailChild = ({ params, search }: RouteMatchInfo) => params['*'] === '' || (params['*'] === 'detail' && /^[1-9]\d{0,9}$/.test(search.get('id') ?? ''));
/** /bonus's children (spec §2; '' is /bonus itself); /v2/bonus has event to tasks. */
const bonusChildren = ['', 'event', 'rebate', 'record', 'reward', 'tasks', 'event/v2', 'vip'];

export const routes: AppRoute[] = [
  { path: '/', page: homePage, titleKey: 'common:titles.home', guard: 'none' },

  // Sign-in, sign-up and reset are modals over the lobby (spec §4).
  { path: '/auth/login', page: homePage, titleKey: 'common:titles.login', guard: 'none', authModal: { kind: 'login' } },
  { path: '/auth/login/v2', page: homePage, titleKey: 'common:titles.login', guard: 'none', authModal: { kind: 'login' } },
  { path: '/auth/accountLogin', page: homePage, titleKey: 'common:titles.login', guard: 'none', authModal: { kind: 'login', loginTab: 'account' } },
  { path: '/auth/register', page: homePage, titleKey: 'common:titles.register', guard: 'none', authModal: { kind: 'register' } },
  { path: '/auth/forget', page: homePage, titleKey: 'common:titles.forget', guard: 'none', authModal: { kind: 'forget' } },

  // Account pages of the auth feature.
  { path: '/auth/set-password', page: () => import('../features/auth/pages/SetPasswordPage.tsx'), titleKey: 'common:titles.setPassword', guard: 'auth' },
  { path: '/auth/bind', page: () => import('../features/auth/pages/BindMobilePage.tsx'), titleKey: 'common:titles.bind', guard: 'auth' },
  { path: '/auth/callback/:provider', page: () => import('../features/auth/social/SocialCallbackPage.tsx'), titleKey: 'common:titles.login', guard: 'none', validate: ({ params }) => ['google', 'line', 'facebook'].includes(params.provider ?? '') },
  { path: '/auth/info', page: () => import('../features/auth/pages/ProfileInfoPage.tsx'), titleKey: 'common:titles.info', guard: 'auth' },

  { path: '/member', page: () => import('../features/member/MemberPage.tsx'), titleKey: 'common:titles.member', guard: 'auth' },
  // Issue 16: signed-in devices, recent security activity, password (the spec names no security route).
  { path: '/member/security', page: () => import('../features/security/SecurityPage.tsx'), titleKey: 'common:titles.security', guard: 'auth' },
  // Issue 19: limits, time-out, self-exclusion, the reality-check interval (DESIGN §8).
  { path: '/member/self-limited', page: () => import('../features/protection/SelfLimitedPage.tsx'), titleKey: 'common:titles.selfLimited', guard: 'auth' },
  // KYC (issue 19): the player's verification, and the examples of photos that pass.
  { path: '/member/profile/kyc', page: () => import('../features/kyc/KycPage.tsx'), titleKey: 'common:titles.kyc', guard: 'auth' },
  { path: '/rules/kyc', page: () => import('../features/kyc/KycRulesPage.tsx'), titleKey: 'common:titles.kycRules', guard: 'none' },
  // Issue 27: the whole profile (nickname, avatar, other data), and feedback with its record.
  { path: '/member/v2', page: () => import('../features/member/MemberPage.tsx'), titleKey: 'common:titles.member', guard: 'auth' },
  // /member/profile, /v2 and /info: one page (/member/profile/kyc, more specific, stays KYC's).
  { path: '/member/profile/*', page: () => import('../features/profile/ProfilePage.tsx'), titleKey: 'common:titles.profile', guard: 'auth', validate: ({ params }) => ['', 'v2', 'info'].includes(params['*'] ?? '') },
  // /feedback, /feedback/record and /feedback/record/{id}: one chunk; a non-numeric id is the 404 page.
  { path: '/feedback/*', page: () => import('../features/feedback/FeedbackRoutes.tsx'), titleKey: 'common:titles.feedback', guard: 'auth', validate: ({ params }) => isFeedbackChild(params['*']) },
  { path: '/member/retrieve-balance', page: () => import('../features/member/RetrieveBalancePage.tsx'), titleKey: 'common:titles.retrieve', guard: 'auth' },

  // The wallet (issue 4).
  { path: '/wallets', page: walletsPage, titleKey: 'common:titles.wallets', guard: 'auth', validate: ({ search }) => ['deposit', 'withdraw', null].includes(search.get('name')) },
  { path: '/wallets/v2', page: walletsPage, titleKey: 'common:titles.wallets', guard: 'auth', validate: ({ search }) => ['deposit', 'withdraw', null].includes(search.get('name')) },
  { path: '/wallets/record', page: recordsPage, titleKey: 'common:titles.records', guard: 'auth' },
  { path: '/wallets/safebox', page: () => import('../features/wallet/SafeboxPage.tsx'), titleKey: 'common:titles.safebox', guard: 'auth' },
  { path: '/v2/wallets/record', page: recordsPage, titleKey: 'common:titles.records', guard: 'auth' },
  { path: '/wallets/card/list', page: cardListPage, titleKey: 'common:titles.cards', guard: 'auth' },
  { path: '/wallets/card/list/v2', page: cardListPage, titleKey: 'common:titles.cards', guard: 'auth' },
  { path: '/wallets/card/edit', page: () => import('../features/wallet/CardEditPage.tsx'), titleKey: 'common:titles.cardEdit', guard: 'auth' },
  { path: '/withdrawal/:name', page: () => import('../features/wallet/WithdrawPage.tsx'), titleKey: 'common:titles.withdraw', guard: 'auth', validate: ({ params }) => isChannelName(params.name) },

  // Informational and legal pages (spec §2).
  { path: '/about-us', page: () => import('../features/info/AboutPage.tsx'), titleKey: 'common:titles.about', guard: 'none' },
  { path: '/faq', page: faqPage, titleKey: 'common:titles.faq', guard: 'none' },
  { path: '/faq/:section', page: faqPage, titleKey: 'common:titles.faq', guard: 'none', validate: ({ params }) => isFaqSection(params.section) },
  { path: '/download', page: () => import('../features/info/DownloadPage.tsx'), titleKey: 'common:titles.download', guard: 'none' },
  { path: '/terms-of-use', page: () => import('../features/info/TermsPage.tsx'), titleKey: 'common:titles.terms', guard: 'none' },
  { path: '/privacy-policy', page: () => import('../features/info/PrivacyPage.tsx'), titleKey: 'common:titles.privacy', guard: 'none' },
  { path: '/service', page: () => import('../features/service/ServicePage.tsx'), titleKey: 'common:titles.service', guard: 'none' },
  { path: '/service/vip', page: () => import('../features/service/VipServicePage.tsx'), titleKey: 'common:titles.serviceVip', guard: 'auth' },
  { path: '/activity/jackpot', page: () => import('../features/jackpot/JackpotPage.tsx'), titleKey: 'common:titles.jackpot', guard: 'auth-activity', activityId: ActivityId.LuckyJackpot },
  // The spin wheel (issue 29, docs/spin.md): a visitor may look when the activity allows, signing in to spin.
  { path: '/activity/spin', page: () => import('../features/spin/SpinPage.tsx'), titleKey: 'common:titles.spin', guard: 'auth-activity', activityId: ActivityId.SpinWheel },
  // The coin pusher (issue 30, docs/pusher.md): a full-height game page, no top bar; the scene is the page's own chunk.
  { path: '/activity/coin-pusher', page: () => import('../features/pusher/PusherPage.tsx'), titleKey: 'common:titles.pusher', guard: 'auth', hideTopBar: true },
  // Red versus blue (issue 32, docs/pk.md): the round, the tug-of-war bar and joining a camp, and its /rule: one chunk.
  { path: '/activity/redpkblue/*', page: () => import('../features/pk/PkRoutes.tsx'), titleKey: 'common:titles.pk', guard: 'auth', validate: ({ params }) => ['', 'rule'].includes(params['*'] ?? '') },
  // Red-packet rain (issue 30, docs/rain.md): the schedule; a visitor sees it when the activity allows, signing in to join.
  // Live shows (issue 32, docs/shows.md): the show on air or the schedule; hls.js is this page's own chunk.
  { path: '/activity/live', page: () => import('../features/shows/LivePage.tsx'), titleKey: 'common:titles.live', guard: 'auth-activity', activityId: ActivityId.LiveShow },
  // Follow the brand (issue 32, docs/follow.md): the official channels and the reward-code box.
  { path: '/activity/follow', page: () => import('../features/follow/FollowPage.tsx'), titleKey: 'common:titles.follow', guard: 'auth-activity', activityId: ActivityId.Follow },
  // The lottery, a digital number game (issue 32, docs/lottery.md): products, order, history, record, rule; each sub-page a chunk of its own.
  { path: '/activity/lottery/*', page: () => import('../features/lottery/LotteryRoutes.tsx'), titleKey: 'common:titles.lottery', guard: 'auth-activity', activityId: ActivityId.Lottery, validate: ({ params }) => /^(|product|order|history|record|rule)\/?$/.test(params['*'] ?? '') },
  // The slot tournament (issue 32, docs/tournament.md): the live board; a visitor sees it when the activity allows.
  { path: '/activity/slotshack', page: () => import('../features/tournament/TournamentPage.tsx'), titleKey: 'common:titles.tournament', guard: 'auth-activity', activityId: ActivityId.SlotTournament },
  // The bank promotion (issue 32, docs/bankpromo.md): its terms, the banks and the player's bonuses.
  { path: '/activity/bank', page: () => import('../features/bankpromo/BankPromoPage.tsx'), titleKey: 'common:titles.bankPromo', guard: 'auth' },
  { path: '/activity/red-packet-rain', page: () => import('../features/rain/RainPage.tsx'), titleKey: 'common:titles.rain', guard: 'auth-activity', activityId: ActivityId.MoneyRain },
  { path: '/activity/notice', page: () => import('../features/popups/AnnouncementPage.tsx'), titleKey: 'common:titles.announcements', guard: 'auth-activity', activityId: ActivityId.Notice },
  // The daily sign-in (issue 20) and its rules, one chunk; a visitor sees the calendar read-only when the activity allows visitors.
  { path: '/activity/sign-in/*', page: () => import('../features/checkin/CheckinRoutes.tsx'), titleKey: 'common:titles.signIn', guard: 'auth-activity', activityId: ActivityId.FreeSign, validate: ({ params }) => ['', 'rule'].includes(params['*'] ?? '') },
  // The offers (issue 20, docs/offers.md): one chunk; visitors see them when the activity allows (read-only, a sign-in prompt).
  { path: '/activity/first-deposit', page: offersPage, titleKey: 'common:titles.firstDeposit', guard: 'auth-activity', activityId: ActivityId.FirstDeposit },
  { path: '/activity/monthly-bonus', page: offersPage, titleKey: 'common:titles.monthlyBonus', guard: 'auth-activity', activityId: ActivityId.MonthlyBonus },
  // VIP, the bonus centre and the reward record (issue 18).
  // /vip and its children (spec §2) are one chunk; the page titles each. Other children are the 404 page.
  { path: '/vip/*', page: vipPage, titleKey: 'common:titles.vip', guard: 'auth', validate: ({ params }) => ['', 'level', 'rebate', 'rebate/record'].includes(params['*'] ?? '') },
  // The bonus centre: one page, a tab per child (the page titles itself by tab); other children are the 404 page.
  { path: '/bonus/*', page: bonusPage, titleKey: 'common:titles.bonus', guard: 'auth', validate: ({ params }) => bonusChildren.includes(params['*'] ?? '') },
  { path: '/v2/bonus/*', page: bonusPage, titleKey: 'common:titles.bonus', guard: 'auth', validate: ({ params }) => bonusChildren.slice(1, 6).includes(params['*'] ?? '') },
  { path: '/reward/record', page: bonusPage, titleKey: 'common:titles.rewardRecord', guard: 'auth' },
  // Points and the leaderboard (issue 20): one chunk. Visitors see the leaderboard when activity 46 lets them.
  // One entry per family (the lobby's entry carries each): /points and /points/v2, /rank and /rank/v2.
  { path: '/points/*', page: pointsPage, titleKey: 'common:titles.points', guard: 'auth', validate: v2Only },
  // The inbox (issue 27, docs/mail.md): one chunk for /email, /email/detail?id= and their /v2 twins.
  { path: '/email/*', page: mailPage, titleKey: 'common:titles.mail', guard: 'auth', validate: mailChild },
  { path: '/v2/email/*', page: mailPage, titleKey: 'common:titles.mail', guard: 'auth', validate: mailChild },
  // The diamond mall (issue 29, docs/diamonds.md): the spec's route table names none, so /diamond-mall and its orders, one chunk.
  { path: '/diamond-mall/*', page: () => import('../features/diamonds/DiamondRoutes.tsx'), titleKey: 'common:titles.diamondMall', guard: 'auth', validate: ({ params }) => ['', 'orders'].includes(params['*'] ?? '') },
  // Scratch cards (issue 29, docs/scratch.md): the list, odds and prizes at /scratch-cards, one card at /scratch-cards/<id>; one chunk (the scene loads on a card).
  { path: '/scratch-cards/*', page: () => import('../features/scratch/ScratchRoutes.tsx'), titleKey: 'common:titles.scratchCards', guard: 'auth', validate: ({ params }) => /^(|[1-9]\d{0,9})$/.test(params['*'] ?? '') },
  { path: '/rank/*', page: pointsPage, titleKey: 'common:titles.rank', guard: 'auth-activity', activityId: ActivityId.Rank, validate: v2Only },
  // Games (issue 6).
  { path: '/game/search', page: () => import('../features/games/SearchPage.tsx'), titleKey: 'common:titles.gameSearch', guard: 'none' },
  { path: '/game/start', page: () => import('../features/games/StartPage.tsx'), titleKey: 'common:titles.gameStart', guard: 'auth', validate: ({ search }) => validStartQuery(search) },
  { path: '/game/play/:gameId', page: () => import('../features/games/play/PlayPage.tsx'), titleKey: 'common:titles.gamePlay', guard: 'auth', validate: ({ params }) => isGameId(params.gameId) },
  { path: '/member/games', page: () => import('../features/games/MyGamesPage.tsx'), titleKey: 'common:titles.myGames', guard: 'auth' },
  { path: '/member/report', page: () => import('../features/games/report/ReportPage.tsx'), titleKey: 'common:titles.betReport', guard: 'auth' },
  // Issue 28: the seed pair, its rotation and every draw verified in the browser (docs/fairness-client.md).
  { path: '/fairness', page: () => import('../features/fairness/FairnessPage.tsx'), titleKey: 'common:titles.fairness', guard: 'auth' },
  // Invites and the agent programme (issue 31, docs/agents.md): /agent, /agent/v2 (the same dashboard,
  // tab by ?tabActive=), /agent/rule and /share (the invite link, its QR code and sharing) are one chunk.
  { path: '/agent/*', page: agentPage, titleKey: 'common:titles.agent', guard: 'auth', validate: ({ params }) => ['', 'v2', 'rule'].includes(params['*'] ?? '') },
  { path: '/share', page: agentPage, titleKey: 'common:titles.share', guard: 'auth' },
  { path: '/error/404', page: notFoundPage, titleKey: 'common:titles.notFound', guard: 'none' },

  { path: '/maintenance', page: () => import('../features/errors/MaintenancePage.tsx'), titleKey: 'common:titles.maintenance', guard: 'none', hideTopBar: true },
  { path: '*', page: notFoundPage, titleKey: 'common:titles.notFound', guard: 'none' },
];

/** Paths that draw the lobby (the auth modals open over it): the static shell shows the lobby on these. */
export const lobbyPaths = routes.filter((route) => route.page === homePage).map((route) => route.path);

/** What each route hands to the shell through react-router's `handle`. */
export type RouteHandle = Pick<AppRoute, 'titleKey' | 'hideTopBar' | 'guard' | 'authModal' | 'activityId'>;
