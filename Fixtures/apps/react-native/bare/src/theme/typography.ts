import { Platform } from 'react-native';

export const fonts = {
  regular: 'MosaicSans-Regular',
  semiBold: 'MosaicSans-SemiBold',
  bold: 'MosaicSans-Bold',
};

const weight = 'Bold';

export const typography = {
  body: {
    fontFamily: fonts.regular,
    fontSize: 16,
  },
  title: {
    fontFamily: `MosaicSans-${weight}`,
    fontSize: 24,
  },
  label: {
    ...Platform.select({
      ios: { fontFamily: 'Mosaic Sans', fontWeight: '600' },
      android: { fontFamily: fonts.semiBold },
    }),
    fontSize: 14,
  },
};
