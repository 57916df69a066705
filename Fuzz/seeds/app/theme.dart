import 'package:flutter/material.dart';
import 'package:google_fonts/google_fonts.dart';

final ThemeData appTheme = ThemeData(
  fontFamily: 'Mosaic Sans',
  textTheme: const TextTheme(
    bodyLarge: TextStyle(fontSize: 16),
    titleLarge: TextStyle(fontWeight: FontWeight.w900),
    labelSmall: TextStyle(fontStyle: FontStyle.italic),
  ),
);

class AppText {
  static const TextStyle brand = TextStyle(fontFamily: 'Mosaic Brand', fontWeight: FontWeight.w600);
  static const heading = TextStyle(fontFamily: 'Mosaic Sans', fontWeight: FontWeight.bold);
  static final quote = GoogleFonts.lora(fontSize: 14);
  static const missing = TextStyle(fontFamily: 'Nowhere Grotesk');
  static const system = TextStyle(fontFamily: 'Roboto');
  static final computed = TextStyle(fontFamily: brandFamily, fontSize: 12);
}
