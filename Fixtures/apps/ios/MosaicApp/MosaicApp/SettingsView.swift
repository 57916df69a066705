import SwiftUI

struct SettingsView: View {
    var body: some View {
        Text("Settings")
            .font(.custom("MosaicSans-Bold", size: 17))
    }
}
