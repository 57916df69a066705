package com.example.fixed

import android.content.Context
import android.content.res.Configuration
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.unit.Density

class FixedActivity : AppCompatActivity() {
    override fun attachBaseContext(base: Context) {
        val config = Configuration(base.resources.configuration)
        // config.fontWeightAdjustment = 0 in a comment is not read
        config.fontWeightAdjustment = 0
        if (config.fontWeightAdjustment == 0) log("checked, not set")
        super.attachBaseContext(base.createConfigurationContext(config))
    }
}

@Composable
fun FixedScale(content: @Composable () -> Unit) {
    val density = LocalDensity.current
    CompositionLocalProvider(LocalDensity provides Density(density.density, fontScale = 1f)) { content() }
}
