package com.example.mosaic

import android.content.Context
import android.widget.TextView
import androidx.core.content.res.ResourcesCompat

fun styleBadge(context: Context, view: TextView) {
    val badgeTypeface = ResourcesCompat.getFont(context, R.font.mosaic_sans_regular)
    view.typeface = badgeTypeface
}
