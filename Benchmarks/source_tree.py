#!/usr/bin/env python3
"""Writes a Kotlin (Compose), Dart (Flutter) or React Native (JS/TS) source tree for `make bench`: COUNT files of
ordinary code, one in twenty with the app's typography, plus the res/font files, pubspec.yaml or
react-native.config.js and assets they name.

usage: source_tree.py OUT kotlin|dart|react-native FONT_FILE [COUNT=2000]
"""
import os
import random
import shutil
import sys

out, language, font = sys.argv[1], sys.argv[2], sys.argv[3]
count = int(sys.argv[4]) if len(sys.argv) > 4 else 2000
rng = random.Random(12)
shutil.rmtree(out, ignore_errors=True)
weights = ["Thin", "Light", "Normal", "Medium", "SemiBold", "Bold", "Black"]


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


if language == "kotlin":
    res = os.path.join(out, "app", "src", "main", "res", "font")
    os.makedirs(res)
    for w in weights:
        shutil.copy(font, os.path.join(res, f"brand_{w.lower()}.ttf"))
    fonts = ",\n".join(f"    Font(R.font.brand_{w.lower()}, FontWeight.{w})" for w in weights)
    write(os.path.join(out, "app", "src", "main", "java", "theme", "Font.kt"), f"val Brand = FontFamily(\n{fonts}\n)\n")
    for i in range(count):
        lines = [f"package app.screen{i}", "", "import androidx.compose.runtime.Composable", ""]
        if i % 20 == 0:
            lines.append("val typography = Typography(")
            for role in ("bodyLarge", "titleLarge", "labelSmall"):
                lines.append(f"    {role} = TextStyle(fontFamily = Brand, fontWeight = FontWeight.{rng.choice(weights)}, fontSize = 14.sp),")
            lines.append(")")
        lines += ["@Composable", f"fun Screen{i}(state: State) {{"]
        for j in range(rng.randint(30, 90)):
            lines.append(f'    Text(text = "line {j}", modifier = Modifier.padding({j}.dp)) // not a font call')
        lines.append("}")
        write(os.path.join(out, "app", "src", "main", "java", "app", f"Screen{i}.kt"), "\n".join(lines) + "\n")
elif language == "react-native":
    # A bare app: react-native-asset's assets folder, its copy in android/, UIAppFonts, a typography module, and
    # screens whose StyleSheets (fontSize everywhere, so every file is lexed) spread it one in twenty times.
    write(os.path.join(out, "package.json"), '{"name": "app", "dependencies": {"react-native": "0.81.5"}}\n')
    write(os.path.join(out, "react-native.config.js"), "module.exports = { assets: ['./assets/fonts'] };\n")
    plist = "".join(f"<string>Brand-{w}.ttf</string>" for w in weights)
    write(os.path.join(out, "ios", "App", "Info.plist"),
          '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>UIAppFonts</key><array>'
          + plist + "</array></dict></plist>\n")
    for folder in ("assets/fonts", "android/app/src/main/assets/fonts"):
        os.makedirs(os.path.join(out, folder), exist_ok=True)
        for w in weights:
            shutil.copy(font, os.path.join(out, folder, f"Brand-{w}.ttf"))
    entries = ",\n".join(f"  {w.lower()}: {{ fontFamily: 'Brand-{w}', fontSize: 14 }}" for w in weights)
    write(os.path.join(out, "src", "theme", "typography.ts"),
          "import { Platform } from 'react-native';\n\nexport const typography = {\n" + entries + ",\n};\n")
    for i in range(count):
        ext = "tsx" if i % 2 == 0 else "js"
        lines = ["import React from 'react';", "import { StyleSheet, Text, View } from 'react-native';",
                 "import { typography } from '../theme/typography';", "",
                 f"export function Screen{i}({{ items }}) {{", "  return (", "    <View style={styles.container}>"]
        for j in range(rng.randint(30, 90)):
            lines.append(f"      <Text style={{{{ color: '#333', marginTop: {j} }}}}>Line {j}, don't {{items[{j}]}}</Text>")
        if i % 4 == 1:
            lines.append("      <View {...rest} />")  # a spread: the file is lexed, though it holds no style
        lines += ["    </View>", "  );", "}", "", "const styles = StyleSheet.create({",
                  "  container: { flex: 1, padding: 16 },", "  caption: { fontSize: 12, color: '#666' },"]
        if i % 20 == 0:
            w = rng.choice(weights).lower()
            lines += [f"  title: {{ ...typography.{w}, fontSize: 20 }},", "  strong: { fontFamily: 'Brand-Bold', fontWeight: 'bold' },"]
        lines.append("});")
        write(os.path.join(out, "src", "screens", f"Screen{i}.{ext}"), "\n".join(lines) + "\n")
else:
    os.makedirs(os.path.join(out, "fonts"))
    entries = ""
    for n, w in enumerate(["w300", "w400", "w500", "w700"]):
        shutil.copy(font, os.path.join(out, "fonts", f"Brand-{w}.ttf"))
        entries += f"        - asset: fonts/Brand-{w}.ttf\n          weight: {w[1:]}\n"
    write(os.path.join(out, "pubspec.yaml"), f"name: app\nflutter:\n  fonts:\n    - family: Brand\n      fonts:\n{entries}")
    for i in range(count):
        lines = ["import 'package:flutter/material.dart';", ""]
        if i % 20 == 0:
            lines.append("class Styles {")
            for role in ("body", "title", "label"):
                lines.append(f"  static const {role} = TextStyle(fontFamily: 'Brand', fontWeight: FontWeight.w{rng.choice([3, 4, 5, 7, 9])}00);")
            lines.append("}")
        lines += [f"class Screen{i} extends StatelessWidget {{", "  @override", "  Widget build(BuildContext context) {",
                  "    return Column(children: ["]
        for j in range(rng.randint(30, 90)):
            lines.append(f"      Text('line {j}'), // not a font call")
        lines += ["    ]);", "  }", "}"]
        write(os.path.join(out, "lib", f"screen{i}.dart"), "\n".join(lines) + "\n")
print(f"{out}: {count} {language} files")
