// The card's CSS comes with the card itself (src/vip/vip-card.tsx); the host needs nothing more.
export const styles = '';
