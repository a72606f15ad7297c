// The on-device resize is shared with feedback pictures and avatars (src/shared/images/resize.ts).
export * from '../../shared/images/resize.ts';
