const kBrandFamily = 'Mosaic Brand';

class AppFonts {
  static const sans = 'Mosaic Sans';
}
