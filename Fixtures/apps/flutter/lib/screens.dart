import 'package:flutter/material.dart';

import 'fonts.dart';
import 'theme.dart';

class ProfileScreen extends StatelessWidget {
  static const title = TextStyle(fontFamily: kBrandFamily, fontWeight: FontWeight.w700);
  static const caption = TextStyle(fontFamily: AppFonts.sans, fontWeight: FontWeight.w500);

  @override
  Widget build(BuildContext context) {
    final loud = AppText.heading.copyWith(fontWeight: FontWeight.w800);
    return Text('Hi', style: Theme.of(context).textTheme.bodyLarge!.copyWith(fontWeight: FontWeight.w600));
  }
}
