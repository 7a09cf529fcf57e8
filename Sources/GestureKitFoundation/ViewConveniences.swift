import Foundation
import GestureKit

// UIKit code builds its views from `CGRect`s and sizes; these initializers let it build
// GestureKit's mirror views from the same values without a conversion at every call.

extension View {
    /// Creates a view with a frame given as a Core Graphics rectangle.
    public convenience init(frame: CGRect) {
        self.init(frame: Rect(frame))
    }
}

extension Window {
    /// Creates a window of a size given as a Core Graphics size.
    public convenience init(size: CGSize) {
        self.init(size: Size(size))
    }
}
