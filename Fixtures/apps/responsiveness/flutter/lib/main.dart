import 'package:flutter/material.dart';

const body = TextStyle(fontSize: 16);

class FixedApp extends StatelessWidget {
  const FixedApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      builder: (context, child) => MediaQuery(
        data: MediaQuery.of(context).copyWith(boldText: false, textScaler: TextScaler.noScaling),
        child: child!,
      ),
      home: Column(children: [
        Text('Legacy', textScaleFactor: 1.0),
        Text('Linear', textScaler: TextScaler.linear(1)),
        MediaQuery.withNoTextScaling(child: Text('Pinned')),
        MediaQuery.withClampedTextScaling(maxScaleFactor: 1.5, child: Text('Capped')),
        Text('Clamped', textScaler: MediaQuery.textScalerOf(context).clamp(maxScaleFactor: 1.0)),
        // MediaQueryData(boldText: false) in a comment is not read
        Toggle(boldText: false),
        if (MediaQuery.textScalerOf(context) == TextScaler.noScaling) Text('Checked, not set'),
        Text.rich(TextSpan(children: [
          WidgetSpan(child: MediaQuery(data: MediaQueryData(textScaler: TextScaler.noScaling), child: Text('Span'))),
        ])),
        Text('Body', style: body),
      ]),
    );
  }
}

class Toggle extends StatelessWidget {
  const Toggle({super.key, required this.boldText, this.scaler = TextScaler.noScaling});
  final bool boldText;
  final TextScaler scaler;
  @override
  Widget build(BuildContext context) => Text(boldText ? 'on' : 'off');
}
