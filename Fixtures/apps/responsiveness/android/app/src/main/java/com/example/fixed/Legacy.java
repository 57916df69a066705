package com.example.fixed;

import android.content.res.Configuration;

class Legacy {
    static Configuration plain(Configuration base) {
        Configuration config = new Configuration(base);
        config.fontWeightAdjustment = Configuration.FONT_WEIGHT_ADJUSTMENT_UNDEFINED;
        return config;
    }
}
