import React from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { typography, fonts } from '../theme/typography';

// A comment with fontFamily: 'Nowhere' does not count, nor "strings" with { braces.
const pattern = /fontFamily: '[a-z]+'/g;
const note = `fontWeight: ${'bold'} in a template`;

export function Home({ name }: { name: string }) {
  return (
    <View>
      <Text style={styles.heading}>Don't {name} </Text>
      <Text style={{ fontFamily: fonts.regular, fontStyle: 'italic' }}>It's a "quote"</Text>
      <Text style={{ fontFamily: name }}>computed</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  heading: {
    ...typography.body,
    fontWeight: 'bold',
  },
  caption: {
    ...typography.body,
    fontWeight: '600',
  },
  brand: {
    fontFamily: 'Mosaic Sans',
  },
  missing: {
    fontFamily: 'Nowhere Grotesk',
  },
  system: { fontFamily: 'System', fontWeight: '600' },
  code: { fontFamily: 'monospace' },
});
