package com.example.mosaic.ui.theme

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
