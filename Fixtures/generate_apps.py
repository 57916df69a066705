#!/usr/bin/env python3
"""Generates the app-project fixtures: an iOS project and an Android module, small but shaped like real
ones, each with one instance of every mistake `fontaudit app` reports. Run through `make fixtures`.

The files are written byte for byte here, so tests can name the exact line and column of each finding.
"""
import os
import plistlib
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generate import build, save  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
APPS = os.path.join(HERE, "apps")

# Mosaic Sans: Regular, Italic, Medium, SemiBold, Bold, ExtraBold and Black.
FACES = [
    ("Regular", 400, False), ("Italic", 400, True), ("Medium", 500, False), ("SemiBold", 600, False),
    ("Bold", 700, False), ("ExtraBold", 800, False), ("Black", 900, False),
]


def face(style):
    weight, italic = next((w, i) for s, w, i in FACES if s == style)
    return build("Mosaic Sans", style, weight, italic=italic, real_glyphs=True)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


PBXPROJ = """// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 56;
	objects = {

/* Begin XCBuildConfiguration section */
		A1000001 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				GENERATE_INFOPLIST_FILE = YES;
				INFOPLIST_KEY_UIAppFonts = (
					"MosaicSans-Regular.ttf",
					"MosaicSans-Bold.ttf",
					"Fonts/MosaicSans-medium.ttf",
					"MosaicSans-Gone.ttf",
				);
				PRODUCT_NAME = "$(TARGET_NAME)";
			};
			name = Debug;
		};
		A1000002 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				GENERATE_INFOPLIST_FILE = YES;
				INFOPLIST_KEY_UIAppFonts = (
					"MosaicSans-Regular.ttf",
					"MosaicSans-Bold.ttf",
					"Fonts/MosaicSans-medium.ttf",
					"MosaicSans-Gone.ttf",
				);
				PRODUCT_NAME = "$(TARGET_NAME)";
			};
			name = Release;
		};
/* End XCBuildConfiguration section */
	};
	rootObject = A1000000 /* Project object */;
}
"""

INFO_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleName</key>
	<string>MosaicWidget</string>
	<key>UIAppFonts</key>
	<array>
		<string>MosaicSans-Italic.ttf</string>
		<string>Fonts/Readme.txt</string>
	</array>
</dict>
</plist>
"""

TYPOGRAPHY_SWIFT = """import SwiftUI
import UIKit
import YMatterType

enum AppFont {
    case body
    case title

    var font: UIFont {
        switch self {
        case .body: return UIFont(name: "MosaicSans-Regular", size: 16)!
        case .title: return UIFont(name: "MosaicSans-Semibold", size: 24)!
        }
    }
}

struct Styles {
    static let caption = UIFontDescriptor(name: "MosaicSans-Italic", size: 12)
    static let headline = Font.custom("MosaicSans-Bold", size: 20)
    static let footnote = Font.custom("MosaicSans-Medium", fixedSize: 11)
    static let callout = Font.custom("MosaicSans-Regular", size: 14, relativeTo: .callout)
    static let dynamic = UIFont(name: "MosaicSans-\\(weightName)", size: 12)
    // UIFont(name: "Commented-Out", size: 12) is not a call
}

extension Typography {
    static let button = Typography(familyName: "MosaicSans", fontWeight: .semibold, fontSize: 16, lineHeight: 24)
    static let label = Typography(
        fontFamily: FontInfo(familyName: "MosaicSans"),
        fontWeight: .bold,
        fontSize: 14,
        lineHeight: 20
    )
}
"""

SETTINGS_SWIFT = """import SwiftUI

struct SettingsView: View {
    var body: some View {
        Text("Settings")
            .font(.custom("MosaicSans-Bold", size: 17))
    }
}
"""

FONT_FAMILY_XML = """<?xml version="1.0" encoding="utf-8"?>
<font-family xmlns:android="http://schemas.android.com/apk/res/android"
    xmlns:app="http://schemas.android.com/apk/res-auto">
    <font android:font="@font/mosaic_sans_regular" android:fontStyle="normal" android:fontWeight="400"
        app:font="@font/mosaic_sans_regular" app:fontStyle="normal" app:fontWeight="400" />
    <font android:font="@font/mosaic_sans_italic" android:fontStyle="italic" android:fontWeight="400"
        app:font="@font/mosaic_sans_italic" app:fontStyle="italic" app:fontWeight="400" />
    <font android:font="@font/mosaic_sans_medium" android:fontStyle="normal" android:fontWeight="600"
        app:font="@font/mosaic_sans_medium" app:fontStyle="normal" app:fontWeight="600" />
    <font android:font="@font/mosaic_sans_bold" android:fontStyle="normal" android:fontWeight="700"
        app:font="@font/mosaic_sans_bold" app:fontStyle="normal" app:fontWeight="700" />
</font-family>
"""

STYLES_XML = """<?xml version="1.0" encoding="utf-8"?>
<resources>
    <style name="TextAppearance.Mosaic" parent="TextAppearance.AppCompat">
        <item name="fontFamily">@font/mosaic_sans</item>
    </style>

    <style name="TextAppearance.Mosaic.Body">
        <item name="android:textSize">16sp</item>
    </style>

    <style name="TextAppearance.Mosaic.Title">
        <item name="android:textStyle">bold</item>
    </style>

    <style name="TextAppearance.Mosaic.Caption" parent="TextAppearance.Mosaic">
        <item name="android:textStyle">italic</item>
    </style>

    <style name="TextAppearance.Mosaic.Subtitle" parent="@style/TextAppearance.Mosaic">
        <item name="android:textFontWeight">500</item>
    </style>

    <style name="Widget.Mosaic.Button" parent="Widget.AppCompat.Button">
        <item name="fontFamily">@font/mosaic_sans_regular</item>
    </style>

    <style name="Widget.Mosaic.Themed" parent="Widget.AppCompat.Button">
        <item name="android:fontFamily">?attr/brandFont</item>
    </style>

    <style name="TextAppearance.Mosaic.Code">
        <item name="fontFamily">@font/vt_mono</item>
    </style>
</resources>
"""

LAYOUT_XML = """<?xml version="1.0" encoding="utf-8"?>
<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
    xmlns:app="http://schemas.android.com/apk/res-auto"
    android:layout_width="match_parent"
    android:layout_height="match_parent"
    android:orientation="vertical">

    <TextView
        android:id="@+id/headline"
        android:layout_width="wrap_content"
        android:layout_height="wrap_content"
        android:fontFamily="@font/mosaic_sans"
        android:textStyle="bold" />

    <TextView
        android:layout_width="wrap_content"
        android:layout_height="wrap_content"
        app:fontFamily="@font/mosaic_sans_black" />
</LinearLayout>
"""

# A downloadable font (Google Fonts provider): fetched at run time, audited as the one face its query names.
DOWNLOADABLE_XML = """<?xml version="1.0" encoding="utf-8"?>
<font-family xmlns:app="http://schemas.android.com/apk/res-auto"
    app:fontProviderAuthority="com.google.android.gms.fonts"
    app:fontProviderPackage="com.google.android.gms"
    app:fontProviderQuery="VT323"
    app:fontProviderCerts="@array/com_google_android_gms_fonts_certs">
</font-family>
"""

MANIFEST = """<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android">
    <application android:label="Mosaic" />
</manifest>
"""


def ios_project():
    root = os.path.join(APPS, "ios", "MosaicApp")
    shutil.rmtree(os.path.join(APPS, "ios"), ignore_errors=True)
    write(os.path.join(root, "MosaicApp.xcodeproj", "project.pbxproj"), PBXPROJ)
    write(os.path.join(root, "MosaicApp", "Info.plist"), INFO_PLIST)
    fonts = os.path.join(root, "MosaicApp", "Fonts")
    for style in ("Regular", "Italic", "Medium", "SemiBold", "Bold", "ExtraBold"):
        save(face(style), fonts, f"MosaicSans-{style}.ttf")
    write(os.path.join(fonts, "Readme.txt"), "License: see the foundry's EULA.\n")
    write(os.path.join(root, "MosaicApp", "Theme", "Typography.swift"), TYPOGRAPHY_SWIFT)
    write(os.path.join(root, "MosaicApp", "SettingsView.swift"), SETTINGS_SWIFT)
    # A built bundle: binary Info.plist, fonts at the bundle's root, one of them not declared.
    bundle = os.path.join(root, "Products", "MosaicApp.app")
    os.makedirs(bundle, exist_ok=True)
    with open(os.path.join(bundle, "Info.plist"), "wb") as f:
        plistlib.dump({"CFBundleName": "MosaicApp", "UIAppFonts": ["MosaicSans-Regular.ttf", "MosaicSans-Bold.ttf"]},
                      f, fmt=plistlib.FMT_BINARY)
    for style in ("Regular", "Bold", "Black"):
        save(face(style), bundle, f"MosaicSans-{style}.ttf")


FORMS_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>UIAppFonts</key>
	<array>
		<string>MosaicSans-Regular.ttf</string>
		<string>MosaicSans-SemiBold.ttf</string>
		<string>MosaicSans-Bold.ttf</string>
		<string>SF-Pro-Text-Regular.otf</string>
		<string>Lexica-Regular.ttf</string>
	</array>
</dict>
</plist>
"""

# Code forms real SwiftUI and UIKit apps write: helpers that return `.custom(…)`, ternaries, switch cases, SwiftGen
# constants, and a sheet detent's `.custom` that is no font.
FORMS_THEME_SWIFT = """import SwiftUI

extension Font {
    static func brand(_ size: CGFloat) -> Font {
        return .custom("MosaicSans-SemiBold", size: size)
    }

    static func emphasis(_ on: Bool) -> Font {
        on ? .custom("MosaicSans-Bold", size: 15) : .custom("MosaicSans-Regular", size: 15)
    }
}

enum Role {
    case title, body

    var font: Font {
        switch self {
        case .title: .custom("MosaicSans-SemiBold", size: 22)
        case .body: return .custom("MosaicSans-Regular", size: 16)
        }
    }
}

struct HomeView: View {
    var body: some View {
        Text("Hello")
            .font(.custom("MosaicSans-Bold", size: 17))
            .presentationDetents([.custom("compact") { _ in 200 }])
    }
}

let systemByName = UIFont(name: "SFProText-Semibold", size: 17)
let privateSystem = UIFont(name: ".SFUI-Regular", size: 17)
let bundledSF = UIFont(name: "SFProText-Regular", size: 15)
let byFullName = UIFont(name: "Lexica", size: 14)
"""

# SwiftGen's `fonts` template output, trimmed; the app uses its constants.
FORMS_SWIFTGEN_SWIFT = """// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

internal enum FontFamily {
  internal enum MosaicSans {
    internal static let regular = FontConvertible(name: "MosaicSans-Regular", family: "Mosaic Sans", path: "MosaicSans-Regular.ttf")
    internal static let semiBold = FontConvertible(name: "MosaicSans-SemiBold", family: "Mosaic Sans", path: "MosaicSans-SemiBold.ttf")
    internal static let all: [FontConvertible] = [regular, semiBold]
  }
}

internal struct FontConvertible {
  internal let name: String
  internal let family: String
  internal let path: String
}
"""

FORMS_SCREENS_SWIFT = """import UIKit

final class ProfileViewController: UIViewController {
    let heading = FontFamily.MosaicSans.semiBold.font(size: 20)
    let note = UIFont(font: FontFamily.MosaicSans.regular, size: 13)
    let swiftUI = FontFamily.MosaicSans.regular.swiftUIFont(size: 13)
}
"""


def ios_forms_project():
    root = os.path.join(APPS, "ios", "FormsApp")
    write(os.path.join(root, "FormsApp", "Info.plist"), FORMS_PLIST)
    fonts = os.path.join(root, "FormsApp", "Fonts")
    for style in ("Regular", "SemiBold", "Bold"):
        save(face(style), fonts, f"MosaicSans-{style}.ttf")
    # An SF Pro file bundled against Apple's licence: audited like any font, with a note.
    save(build("SF Pro Text", "Regular", 400), fonts, "SF-Pro-Text-Regular.otf")
    # A face whose full name (name ID 4) is its family alone, as OpenDyslexic's is: iOS finds it by "Lexica".
    lexica = build("Lexica", "Regular", 400)
    lexica["name"].setName("Lexica", 4, 3, 1, 0x409)
    lexica["name"].setName("Lexica", 4, 1, 0, 0)
    save(lexica, fonts, "Lexica-Regular.ttf")
    write(os.path.join(root, "FormsApp", "Theme.swift"), FORMS_THEME_SWIFT)
    write(os.path.join(root, "FormsApp", "Generated", "Fonts.swift"), FORMS_SWIFTGEN_SWIFT)
    write(os.path.join(root, "FormsApp", "ProfileViewController.swift"), FORMS_SCREENS_SWIFT)


# The app theme sets the family; a widget style that sets only a weight inherits it.
THEMES_XML = """<?xml version="1.0" encoding="utf-8"?>
<resources>
    <style name="Theme.Mosaic" parent="Theme.MaterialComponents.DayNight">
        <item name="android:fontFamily">@font/mosaic_sans</item>
    </style>

    <style name="Widget.Mosaic.Label" parent="Widget.AppCompat.TextView">
        <item name="android:textFontWeight">500</item>
    </style>
</resources>
"""


def android_theme(res):
    write(os.path.join(res, "values", "themes.xml"), THEMES_XML)
    # A typeface loaded in code for a view: its family is the one file.
    write(os.path.join(os.path.dirname(res), "java", "com", "example", "mosaic", "Badge.kt"), BADGE_KT)


BADGE_KT = """package com.example.mosaic

import android.content.Context
import android.widget.TextView
import androidx.core.content.res.ResourcesCompat

fun styleBadge(context: Context, view: TextView) {
    val badgeTypeface = ResourcesCompat.getFont(context, R.font.mosaic_sans_regular)
    view.typeface = badgeTypeface
}
"""


def android_project():
    shutil.rmtree(os.path.join(APPS, "android"), ignore_errors=True)
    main = os.path.join(APPS, "android", "app", "src", "main")
    write(os.path.join(main, "AndroidManifest.xml"), MANIFEST)
    res = os.path.join(main, "res")
    for style in ("Regular", "Italic", "Medium", "Bold", "Black"):
        save(face(style), os.path.join(res, "font"), f"mosaic_sans_{style.lower()}.ttf")
    write(os.path.join(res, "font", "mosaic_sans.xml"), FONT_FAMILY_XML)
    write(os.path.join(res, "font", "vt_mono.xml"), DOWNLOADABLE_XML)
    write(os.path.join(res, "values", "styles.xml"), STYLES_XML)
    android_theme(res)
    write(os.path.join(res, "layout", "activity_main.xml"), LAYOUT_XML)


TYPE_KT = """package com.example.mosaic.ui.theme

import androidx.compose.material3.Typography
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.Font
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.googlefonts.GoogleFont
import androidx.compose.ui.unit.sp

val MosaicSans = FontFamily(
    Font(R.font.mosaic_sans_regular, FontWeight.Normal),
    Font(R.font.mosaic_sans_italic, FontWeight.Normal, FontStyle.Italic),
    Font(R.font.mosaic_sans_medium, weight = FontWeight.W500),
    Font(R.font.mosaic_sans_semibold, FontWeight.Bold),
    Font(R.font.mosaic_sans_black, FontWeight(900)),
)

private val mosaicBold = Font(R.font.mosaic_sans_bold, FontWeight.Bold)
val MosaicDisplay = FontFamily(fonts = listOf(mosaicBold))

val MosaicLight = FontFamily(Font(R.font.mosaic_sans_light, FontWeight.Light))

val provider = GoogleFont.Provider(
    providerAuthority = "com.google.android.gms.fonts",
    providerPackage = "com.google.android.gms",
    certificates = R.array.com_google_android_gms_fonts_certs,
)
val Lobster = FontFamily(Font(googleFont = GoogleFont("Lobster Two"), fontProvider = provider))

val Typography = Typography(
    bodyLarge = TextStyle(fontFamily = MosaicSans, fontWeight = FontWeight.Normal, fontSize = 16.sp),
    bodyMedium = TextStyle(fontFamily = MosaicSans, fontStyle = FontStyle.Italic),
    displayLarge = TextStyle(fontFamily = MosaicDisplay, fontWeight = FontWeight.Bold),
    labelSmall = TextStyle(fontFamily = FontFamily.Default, fontWeight = FontWeight.Medium),
    headlineSmall = TextStyle(fontFamily = Lobster),
)

val captionTextStyle = TextStyle(fontFamily = MosaicSans, fontWeight = FontWeight.W600)
"""

TYPE_M2_KT = """package com.example.mosaic.ui.legacy

import androidx.compose.material.Typography
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.sp
import com.example.mosaic.ui.theme.MosaicSans

val LegacyTypography = Typography(
    defaultFontFamily = MosaicSans,
    h1 = TextStyle(fontWeight = FontWeight.Bold, fontSize = 96.sp),
    button = TextStyle(fontWeight = FontWeight.W500, fontSize = 14.sp),
)
"""


def compose_project():
    shutil.rmtree(os.path.join(APPS, "compose"), ignore_errors=True)
    main = os.path.join(APPS, "compose", "app", "src", "main")
    write(os.path.join(main, "AndroidManifest.xml"), MANIFEST)
    for style in ("Regular", "Italic", "Medium", "SemiBold", "Bold", "Black"):
        save(face(style), os.path.join(main, "res", "font"), f"mosaic_sans_{style.lower()}.ttf")
    theme = os.path.join(main, "java", "com", "example", "mosaic", "ui")
    write(os.path.join(theme, "theme", "Type.kt"), TYPE_KT)
    write(os.path.join(theme, "legacy", "Type.kt"), TYPE_M2_KT)
    write(os.path.join(theme, "screens", "Profile.kt"), PROFILE_KT)


# The forms screens write: a style behind `@Composable get()`, `.copy(…)` on it and on a theme role, and the font
# arguments of `Text(…)` and `SpanStyle(…)`.
PROFILE_KT = """package com.example.mosaic.ui.screens

import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.text.SpanStyle
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import com.example.mosaic.ui.theme.MosaicSans

private val Caption
    @Composable
    get() = TextStyle(fontFamily = MosaicSans, fontWeight = FontWeight.Medium)

val emphasis = Caption.copy(fontWeight = FontWeight.Black)

@Composable
fun Profile(name: String) {
    Text(text = name, fontFamily = MosaicSans, fontWeight = FontWeight.SemiBold)
    Text(text = name, style = MaterialTheme.typography.bodyLarge.copy(fontWeight = FontWeight.Bold))
    Text(text = name, style = TextStyle(fontFamily = MosaicSans, fontWeight = FontWeight.Light))
    val highlight = SpanStyle(fontFamily = MosaicSans, fontWeight = FontWeight.Bold, fontStyle = FontStyle.Italic)
}
"""


MULTIPLATFORM_THEME_KT = """package org.example.mosaic.theme

import androidx.compose.runtime.Composable
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import mosaic.shared.generated.resources.Res
import mosaic.shared.generated.resources.mosaic_sans_bold
import mosaic.shared.generated.resources.mosaic_sans_regular
import org.jetbrains.compose.resources.Font

val MosaicSans: FontFamily
    @Composable
    get() = FontFamily(
        Font(Res.font.mosaic_sans_regular, FontWeight.Normal),
        Font(Res.font.mosaic_sans_bold, FontWeight.Bold),
        Font(Res.font.mosaic_sans_light, FontWeight.Light),
    )

val Title
    @Composable
    get() = TextStyle(fontFamily = MosaicSans, fontWeight = FontWeight.Bold)

val Body
    @Composable
    get() = TextStyle(fontFamily = MosaicSans, fontWeight = FontWeight.Normal)
"""

MULTIPLATFORM_IOS_SWIFT = """import SwiftUI
import Shared

@main
struct iOSApp: App {
    var body: some Scene {
        WindowGroup { ComposeView() }
    }
}
"""

MULTIPLATFORM_INFO_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleName</key>
	<string>Mosaic</string>
</dict>
</plist>
"""


def multiplatform_project():
    """A Compose Multiplatform app: fonts under composeResources/font, loaded by Compose on every target."""
    root = os.path.join(APPS, "multiplatform")
    shutil.rmtree(root, ignore_errors=True)
    common = os.path.join(root, "shared", "src", "commonMain")
    for style in ("Regular", "Bold"):
        save(face(style), os.path.join(common, "composeResources", "font"), f"mosaic_sans_{style.lower()}.ttf")
    write(os.path.join(common, "kotlin", "org", "example", "mosaic", "theme", "Theme.kt"), MULTIPLATFORM_THEME_KT)
    write(os.path.join(root, "iosApp", "iosApp", "iOSApp.swift"), MULTIPLATFORM_IOS_SWIFT)
    write(os.path.join(root, "iosApp", "iosApp", "Info.plist"), MULTIPLATFORM_INFO_PLIST)


PUBSPEC = """name: mosaic_app
description: A Flutter app with custom fonts.
publish_to: none
environment:
  sdk: ">=3.0.0 <4.0.0"
dependencies:
  flutter:
    sdk: flutter
  mosaic_brand:
    path: packages/mosaic_brand
  google_fonts: ^6.1.0
flutter:
  uses-material-design: true
  fonts:
    - family: Mosaic Sans
      fonts:
        - asset: fonts/MosaicSans-Regular.ttf
        - asset: fonts/MosaicSans-Italic.ttf
          style: italic
        - asset: fonts/MosaicSans-Bold.ttf
        - asset: fonts/MosaicSans-Black.ttf
          weight: 900
    - family: Mosaic Brand
      fonts:
        - asset: packages/mosaic_brand/fonts/MosaicSerif-SemiBold.ttf
          weight: 600
        - asset: fonts/MosaicSerif-Bold.ttf
          weight: 700
"""

PACKAGE_PUBSPEC = """name: mosaic_brand
description: The brand's fonts, shared by the apps.
environment:
  sdk: ">=3.0.0 <4.0.0"
"""

THEME_DART = """import 'package:flutter/material.dart';
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
"""

FLUTTER_INFO_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleName</key>
	<string>mosaic_app</string>
</dict>
</plist>
"""

APP_DELEGATE = """import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {}
"""


# Families named by constants in another file, `copyWith` on a style and on a theme role.
FLUTTER_FONTS_DART = """const kBrandFamily = 'Mosaic Brand';

class AppFonts {
  static const sans = 'Mosaic Sans';
}
"""

FLUTTER_SCREENS_DART = """import 'package:flutter/material.dart';

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
"""


def flutter_screens(root):
    write(os.path.join(root, "lib", "fonts.dart"), FLUTTER_FONTS_DART)
    write(os.path.join(root, "lib", "screens.dart"), FLUTTER_SCREENS_DART)


def flutter_project():
    root = os.path.join(APPS, "flutter")
    shutil.rmtree(root, ignore_errors=True)
    write(os.path.join(root, "pubspec.yaml"), PUBSPEC)
    for style in ("Regular", "Italic", "Bold", "Black"):
        save(face(style), os.path.join(root, "fonts"), f"MosaicSans-{style}.ttf")
    package = os.path.join(root, "packages", "mosaic_brand")
    write(os.path.join(package, "pubspec.yaml"), PACKAGE_PUBSPEC)
    save(build("Mosaic Serif", "SemiBold", 600, real_glyphs=True), os.path.join(package, "lib", "fonts"), "MosaicSerif-SemiBold.ttf")
    write(os.path.join(root, "lib", "theme.dart"), THEME_DART)
    flutter_screens(root)
    # The shells Flutter generates: nothing about fonts in them, so they are not audited.
    write(os.path.join(root, "ios", "Runner", "Info.plist"), FLUTTER_INFO_PLIST)
    write(os.path.join(root, "ios", "Runner", "AppDelegate.swift"), APP_DELEGATE)
    write(os.path.join(root, "android", "app", "src", "main", "AndroidManifest.xml"), MANIFEST)


def main():
    ios_project()
    ios_forms_project()
    android_project()
    compose_project()
    multiplatform_project()
    flutter_project()
    print("app fixtures written under", os.path.relpath(APPS, os.getcwd()), file=sys.stderr)


if __name__ == "__main__":
    main()
