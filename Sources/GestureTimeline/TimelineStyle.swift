import GestureKit

/// The colours, labels and shapes of ``TimelineSVG``: the Okabe–Ito palette, which stays
/// distinct for the common colour blindnesses, and a different shape for every kind of mark.
enum TimelineStyle {
    /// How a state's bar is drawn.
    struct StateStyle {
        let fill: String
        let stroke: String
        let label: String
    }

    /// How a mark is drawn.
    struct MarkerStyle {
        let name: String
        let fill: String
        let label: String
        /// Its entry in the legend, which may stand for several kinds of the same shape.
        var legend: String { name == "recognized" ? "recognized / ended" : label }
    }

    static let legendStates: [GestureRecognizer.State] = [.possible, .began, .changed, .ended, .failed, .cancelled]

    static let legendMarkers: [TimelineMarker.Kind] = [.began, .recognized, .failed(.requested(nil)), .cancelled(.requested(nil))]

    static let waitFill = "#f0e442"
    static let waitStroke = "#7a6e00"
    static let releasedArrow = "#333333"
    static let deniedArrow = "#d55e00"

    static func state(_ state: GestureRecognizer.State) -> StateStyle {
        switch state {
        case .possible: StateStyle(fill: "#e3e3e3", stroke: "#9e9e9e", label: "possible")
        case .began: StateStyle(fill: "#56b4e9", stroke: "#2b7fae", label: "began")
        case .changed: StateStyle(fill: "#0072b2", stroke: "#004f7c", label: "changed")
        case .ended: StateStyle(fill: "#009e73", stroke: "#006b4e", label: "recognized / ended")
        case .failed: StateStyle(fill: "#d55e00", stroke: "#8f3f00", label: "failed")
        case .cancelled: StateStyle(fill: "#cc79a7", stroke: "#8c4f72", label: "cancelled")
        }
    }

    static func marker(_ kind: TimelineMarker.Kind) -> MarkerStyle {
        switch kind {
        case .began: MarkerStyle(name: "began", fill: "#56b4e9", label: "began")
        case .recognized: MarkerStyle(name: "recognized", fill: "#009e73", label: "recognized")
        case .ended: MarkerStyle(name: "ended", fill: "#009e73", label: "ended")
        case .failed: MarkerStyle(name: "failed", fill: "#d55e00", label: "failed")
        case .cancelled: MarkerStyle(name: "cancelled", fill: "#cc79a7", label: "cancelled")
        }
    }

    /// The mark's shape centred on (x, y), outlined in dark grey so that it shows on any bar:
    /// a triangle for began, a circle for recognized and ended, a cross for failed, a square
    /// for cancelled.
    static func shape(_ kind: TimelineMarker.Kind, x: Double, y: Double) -> String {
        let n = TimelineSVG.n, fill = marker(kind).fill
        switch kind {
        case .began:
            return "<path d=\"M\(n(x - 5)),\(n(y - 6)) L\(n(x + 6)),\(n(y)) L\(n(x - 5)),\(n(y + 6)) Z\" fill=\"\(fill)\" stroke=\"#222222\" stroke-width=\"1.5\"/>"
        case .recognized, .ended:
            return "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"6\" fill=\"\(fill)\" stroke=\"#222222\" stroke-width=\"1.5\"/>"
        case .failed:
            let d = "M\(n(x - 5)),\(n(y - 5)) L\(n(x + 5)),\(n(y + 5)) M\(n(x - 5)),\(n(y + 5)) L\(n(x + 5)),\(n(y - 5))"
            return "<path d=\"\(d)\" stroke=\"#222222\" stroke-width=\"5\" fill=\"none\"/><path d=\"\(d)\" stroke=\"\(fill)\" stroke-width=\"2.5\" fill=\"none\"/>"
        case .cancelled:
            return "<rect x=\"\(n(x - 5))\" y=\"\(n(y - 5))\" width=\"10\" height=\"10\" fill=\"\(fill)\" stroke=\"#222222\" stroke-width=\"1.5\"/>"
        }
    }
}
