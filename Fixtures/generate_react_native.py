#!/usr/bin/env python3
"""Generates the React Native and Expo fixtures, in the forms real apps write (see docs/app.md's React Native
section): a bare app whose fonts react-native-asset links, an Expo app that loads fonts with useFonts, and an
Expo app that declares them with the expo-font config plugin; screens import a typography module. Run through
`make fixtures`. Files are written byte for byte, so tests can name the line and column of each finding.
"""
import json
import os
import plistlib
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generate import save  # noqa: E402
from generate_apps import face, write  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "apps", "react-native")

# Not fonts React Native loads: a WOFF2 and a WOFF header, enough to be named.
WOFF2 = b"wOF2\x00\x01\x00\x00" + b"\x00" * 40
WOFF = b"wOFF\x00\x01\x00\x00" + b"\x00" * 40

BARE_PACKAGE = """{
  "name": "mosaic-bare",
  "dependencies": {
    "react": "19.1.0",
    "react-native": "0.81.5"
  }
}
"""

BARE_RN_CONFIG = """module.exports = {
  project: { ios: {}, android: {} },
  assets: ['./assets/fonts'],
};
"""

BARE_TYPOGRAPHY = """import { Platform } from 'react-native';

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
"""

BARE_HOME = """import React from 'react';
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
"""

USEFONTS_PACKAGE = """{
  "name": "mosaic-expo",
  "main": "App.tsx",
  "dependencies": {
    "@expo-google-fonts/inter": "^0.4.2",
    "expo": "~54.0.0",
    "expo-font": "~14.0.0",
    "react-native": "0.81.5"
  }
}
"""

USEFONTS_APP_JSON = """{
  "expo": {
    "name": "mosaic-expo",
    "plugins": ["expo-font"]
  }
}
"""

USEFONTS_APP = """import { Inter_700Bold } from '@expo-google-fonts/inter';
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
"""

PLUGIN_PACKAGE = """{
  "name": "mosaic-plugin",
  "dependencies": {
    "expo": "~55.0.0",
    "expo-font": "~55.0.4",
    "react-native": "0.83.2"
  }
}
"""

PLUGIN_APP_JSON = """{
  "expo": {
    "name": "mosaic-plugin",
    "plugins": [
      [
        "expo-font",
        {
          "ios": {
            "fonts": [
              "./assets/fonts/MosaicSans-Regular.ttf",
              "./assets/fonts/MosaicSans-Medium.ttf",
              "./assets/fonts/MosaicSans-Bold.ttf"
            ]
          },
          "android": {
            "fonts": [
              {
                "fontFamily": "Mosaic Sans",
                "fontDefinitions": [
                  { "path": "./assets/fonts/MosaicSans-Regular.ttf", "weight": 400 },
                  { "path": "./assets/fonts/MosaicSans-Medium.ttf", "weight": 600 },
                  { "path": "./assets/fonts/MosaicSans-Bold.ttf", "weight": 700 }
                ]
              }
            ]
          }
        }
      ]
    ]
  }
}
"""

PLUGIN_TSCONFIG = """{
  // Expo's base, with the app's alias.
  "extends": "expo/tsconfig.base",
  "compilerOptions": {
    "baseUrl": ".",
    "paths": { "@/*": ["./src/*"] }
  }
}
"""

PLUGIN_TYPOGRAPHY = """export const family = 'Mosaic Sans' as const;

export const weights = {
  regular: '400',
  medium: '500',
  bold: 700,
} as const;

export default {
  body: { fontFamily: family, fontWeight: weights.regular },
};
"""

PLUGIN_PROFILE = """import { StyleSheet } from 'react-native';
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
"""


def bare():
    root = os.path.join(ROOT, "bare")
    write(os.path.join(root, "package.json"), BARE_PACKAGE)
    write(os.path.join(root, "react-native.config.js"), BARE_RN_CONFIG)
    fonts = os.path.join(root, "assets", "fonts")
    for style in ("Regular", "Italic", "SemiBold", "Bold"):
        save(face(style), fonts, f"MosaicSans-{style}.ttf")
    with open(os.path.join(fonts, "MosaicSans-Black.woff2"), "wb") as f:
        f.write(WOFF2)
    # What `npx react-native-asset` wrote, but for SemiBold on Android: it was added after the last link.
    os.makedirs(os.path.join(root, "ios", "MosaicBare"), exist_ok=True)
    with open(os.path.join(root, "ios", "MosaicBare", "Info.plist"), "wb") as f:
        plistlib.dump({"CFBundleName": "MosaicBare", "UIAppFonts": [
            "MosaicSans-Regular.ttf", "MosaicSans-Italic.ttf", "MosaicSans-SemiBold.ttf", "MosaicSans-Bold.ttf"]}, f)
    android_fonts = os.path.join(root, "android", "app", "src", "main", "assets", "fonts")
    for style in ("Regular", "Italic", "Bold"):
        save(face(style), android_fonts, f"MosaicSans-{style}.ttf")
    write(os.path.join(root, "android", "link-assets-manifest.json"), json.dumps({"migIndex": 1, "data": []}) + "\n")
    write(os.path.join(root, "src", "theme", "typography.ts"), BARE_TYPOGRAPHY)
    write(os.path.join(root, "src", "screens", "Home.tsx"), BARE_HOME)


def expo_use_fonts():
    root = os.path.join(ROOT, "expo-usefonts")
    write(os.path.join(root, "package.json"), USEFONTS_PACKAGE)
    write(os.path.join(root, "app.json"), USEFONTS_APP_JSON)
    fonts = os.path.join(root, "assets", "fonts")
    for style in ("Regular", "Bold"):
        save(face(style), fonts, f"MosaicSans-{style}.ttf")
    with open(os.path.join(fonts, "Lobster.woff"), "wb") as f:
        f.write(WOFF)
    write(os.path.join(root, "App.tsx"), USEFONTS_APP)


def expo_plugin():
    root = os.path.join(ROOT, "expo-plugin")
    write(os.path.join(root, "package.json"), PLUGIN_PACKAGE)
    write(os.path.join(root, "app.json"), PLUGIN_APP_JSON)
    write(os.path.join(root, "tsconfig.json"), PLUGIN_TSCONFIG)
    fonts = os.path.join(root, "assets", "fonts")
    for style in ("Regular", "Medium", "Bold"):
        save(face(style), fonts, f"MosaicSans-{style}.ttf")
    write(os.path.join(root, "src", "theme", "typography.ts"), PLUGIN_TYPOGRAPHY)
    write(os.path.join(root, "src", "screens", "Profile.tsx"), PLUGIN_PROFILE)


FULL_NAME_PACKAGE = """{
  "name": "mosaic-full-name",
  "dependencies": { "expo": "~55.0.0", "react-native": "0.83.2" }
}
"""

FULL_NAME_APP_JSON = """{
  "expo": {
    "plugins": [["expo-font", { "fonts": ["./assets/OpenMosaic.ttf"] }]]
  }
}
"""

FULL_NAME_STYLES = """export const captions = { text: { fontFamily: 'Open Mosaic', fontWeight: '400' } };
"""


def full_name():
    # Mattermost's Open Sans files: the family (name ID 1) is the PostScript name, the full name (ID 4) is
    # "Open Sans", and iOS's fontWithName: finds the face by its full name.
    root = os.path.join(ROOT, "full-name")
    write(os.path.join(root, "package.json"), FULL_NAME_PACKAGE)
    write(os.path.join(root, "app.json"), FULL_NAME_APP_JSON)
    write(os.path.join(root, "src", "captions.ts"), FULL_NAME_STYLES)
    font = face("Regular")
    for record in font["name"].names:
        if record.nameID == 1:
            record.string = "OpenMosaic"
        elif record.nameID == 4:
            record.string = "Open Mosaic"
        elif record.nameID == 6:
            record.string = "OpenMosaic"
    save(font, os.path.join(root, "assets"), "OpenMosaic.ttf")


def main():
    shutil.rmtree(ROOT, ignore_errors=True)
    bare()
    expo_use_fonts()
    expo_plugin()
    full_name()
    print("React Native fixtures written under", os.path.relpath(ROOT, os.getcwd()), file=sys.stderr)


if __name__ == "__main__":
    main()
