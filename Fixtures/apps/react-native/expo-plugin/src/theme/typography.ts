export const family = 'Mosaic Sans' as const;

export const weights = {
  regular: '400',
  medium: '500',
  bold: 700,
} as const;

export default {
  body: { fontFamily: family, fontWeight: weights.regular },
};
