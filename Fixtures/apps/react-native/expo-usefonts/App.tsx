import { Inter_700Bold } from '@expo-google-fonts/inter';
import * as Font from 'expo-font';
import { useFonts } from 'expo-font';
import { StyleSheet, Text } from 'react-native';

export default function App() {
  const [loaded] = useFonts({
    MosaicSans: require('./assets/fonts/MosaicSans-Regular.ttf'),
    'MosaicSans-Bold': require('./assets/fonts/MosaicSans-Bold.ttf'),
    Inter_700Bold,
  });
  Font.loadAsync({ Lobster: require('./assets/fonts/Lobster.woff') });
  if (!loaded) return null;
  return <Text style={styles.body}>Hello</Text>;
}

const styles = StyleSheet.create({
  body: { fontFamily: 'MosaicSans' },
  strong: { fontFamily: 'MosaicSans', fontWeight: 'bold' },
  heading: { fontFamily: 'MosaicSans-Bold' },
  brand: { fontFamily: 'Inter_700Bold' },
});
