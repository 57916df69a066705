import SwiftUI

extension Font {
    static func brand(_ size: CGFloat) -> Font {
        return .custom("MosaicSans-SemiBold", size: size)
    }

    static func emphasis(_ on: Bool) -> Font {
        on ? .custom("MosaicSans-Bold", size: 15) : .custom("MosaicSans-Regular", size: 15)
    }
}

enum Role {
    case title, body

    var font: Font {
        switch self {
        case .title: .custom("MosaicSans-SemiBold", size: 22)
        case .body: return .custom("MosaicSans-Regular", size: 16)
        }
    }
}

struct HomeView: View {
    var body: some View {
        Text("Hello")
            .font(.custom("MosaicSans-Bold", size: 17))
            .presentationDetents([.custom("compact") { _ in 200 }])
    }
}

let systemByName = UIFont(name: "SFProText-Semibold", size: 17)
let privateSystem = UIFont(name: ".SFUI-Regular", size: 17)
let bundledSF = UIFont(name: "SFProText-Regular", size: 15)
let byFullName = UIFont(name: "Lexica", size: 14)
