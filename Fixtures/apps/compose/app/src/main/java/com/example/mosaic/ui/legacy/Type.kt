package com.example.mosaic.ui.legacy

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
