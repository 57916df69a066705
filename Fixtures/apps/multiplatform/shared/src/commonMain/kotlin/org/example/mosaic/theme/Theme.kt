package org.example.mosaic.theme

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
