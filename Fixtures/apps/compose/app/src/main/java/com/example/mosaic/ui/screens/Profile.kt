package com.example.mosaic.ui.screens

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
