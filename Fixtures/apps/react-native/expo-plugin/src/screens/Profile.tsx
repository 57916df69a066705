import { StyleSheet } from 'react-native';
import type { TextStyle } from 'react-native';
import base, { family, weights } from '@/theme/typography';

export const styles = StyleSheet.create({
  body: base.body,
  name: {
    ...base.body,
    fontWeight: weights.medium,
  },
  title: {
    fontFamily: family,
    fontWeight: weights.bold,
  } as TextStyle,
  caption: { fontFamily: family, fontWeight: 'semibold' },
  heading: { fontFamily: 'MosaicSans-Regular', fontWeight: '500' },
});
