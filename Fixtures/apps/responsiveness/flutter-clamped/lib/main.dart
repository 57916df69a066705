import 'package:flutter/material.dart';

class ClampedApp extends StatelessWidget {
  const ClampedApp({super.key});

  @override
  Widget build(BuildContext context) {
    final data = MediaQuery.of(context);
    return MediaQuery(
      data: data.copyWith(textScaler: data.textScaler.clamp(minScaleFactor: 1.0, maxScaleFactor: 2.0)),
      child: const Text('Scales up to twice', style: TextStyle(fontSize: 16)),
    );
  }
}
