import SwiftUI

struct Title: View {
    @Environment(\.legibilityWeight) private var legibilityWeight

    var body: some View {
        Text("Title")
            .font(.custom(legibilityWeight == .bold ? "Brand-Bold" : "Brand-Regular", size: 20))
        Text("Subtitle")
            .font(.custom("Brand-Regular", size: 15))
    }
}
