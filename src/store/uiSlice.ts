import type { StateCreator } from 'zustand';
import { storage, StorageKey } from '../shared/storage.ts';
import type { AppState } from './index.ts';
import type { AuthModalState, NoticeStatus, RewardShown, Toast } from './types.ts';

export interface UiSlice {
  /** At most one of login, register and forget is open: opening one replaces the other. */
  authModal: AuthModalState | null;
  openAuthModal(modal: AuthModalState): void;
  closeAuthModal(): void;
  notice: NoticeStatus;
  acceptNotice(): void;
  leaveNotice(): void;
  reviewNotice(): void;
  toast: Toast | null;
  showToast(toast: Omit<Toast, 'id'>): void;
  dismissToast(id: number): void;
  /** The spec's "Tips" popup (a timed-out call); holds an i18n key. */
  tips: string | null;
  showTips(key: string): void;
  closeTips(): void;
  /** The reward popup after a claim (spec §2), shown by the rewards host the shell mounts for players. */
  reward: RewardShown | null;
  /** `locked`: hundredths of the claim's coin locked by wagering (the popup says so). */
  showReward(items: RewardShown['items'], locked?: number): void;
  closeReward(): void;
  /**
   * An activity whose popup the player asked for (a promotion tapped in the bonus centre), by its
   * ActivityId: the host of that popup shows it, whatever the start order, and closes it here.
   */
  activityPopup: number | null;
  openActivityPopup(activityType: number): void;
  closeActivityPopup(): void;
}

let toastSeq = 0;

export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set) => ({
  authModal: null,
  openAuthModal(modal) {
    set({ authModal: modal });
  },
  closeAuthModal() {
    set({ authModal: null });
  },
  notice: storage.get(StorageKey.noticeAccepted) ? 'accepted' : 'pending',
  acceptNotice() {
    storage.set(StorageKey.noticeAccepted, new Date().toISOString());
    set({ notice: 'accepted' });
  },
  leaveNotice() {
    set({ notice: 'left' });
  },
  reviewNotice() {
    set({ notice: 'pending' });
  },
  toast: null,
  showToast(toast) {
    toastSeq += 1;
    set({ toast: { ...toast, id: toastSeq } });
  },
  dismissToast(id) {
    set((state) => (state.toast?.id === id ? { toast: null } : {}));
  },
  tips: null,
  showTips(key) {
    set({ tips: key });
  },
  closeTips() {
    set({ tips: null });
  },
  reward: null,
  showReward(items, locked = 0) {
    if (items.length > 0) set({ reward: { items, locked } });
  },
  closeReward() {
    set({ reward: null });
  },
  activityPopup: null,
  openActivityPopup(activityType) {
    set({ activityPopup: activityType });
  },
  closeActivityPopup() {
    set({ activityPopup: null });
  },
});
