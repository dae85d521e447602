package org.shuangcheng.boardgames

import android.content.pm.ActivityInfo
import android.os.Bundle
import androidx.activity.enableEdgeToEdge

class MainActivity : TauriActivity() {
  override fun onCreate(savedInstanceState: Bundle?) {
    // Portrait on phones; tablets (values-sw600dp/orientation.xml) keep any orientation.
    if (resources.getBoolean(R.bool.portrait_only)) {
      requestedOrientation = ActivityInfo.SCREEN_ORIENTATION_PORTRAIT
    }
    enableEdgeToEdge()
    super.onCreate(savedInstanceState)
  }
}
