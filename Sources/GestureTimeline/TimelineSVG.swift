import GestureKit

/// Draws a ``Timeline`` as an SVG document: a time axis in milliseconds, one lane per
/// recognizer coloured by state, marks for the instants that matter, the waits of failure
/// requirements as bars with an arrow from the recognizer waited for, and a legend.
///
/// Every lane, state, mark and wait carries an SVG `<title>`, which browsers show on hover
/// and screen readers read. Text is at least 12 px; the colours are the Okabe–Ito palette,
/// told apart with the common colour blindnesses, and every mark also differs in shape.
/// Standard library only, like the model.
public enum TimelineSVG {
    /// The document for `timeline`, headed by `title` when given.
    ///
    /// - Parameters:
    ///   - timeline: what to draw; its axis is labelled in milliseconds from
    ///     ``Timeline/start``.
    ///   - title: plain text (it is escaped), shown as "`title`: recognizer states over
    ///     time"; nil shows "Recognizer states over time".
    /// - Returns: a complete, standalone SVG document sized to its content, ending with a
    ///   newline.
    public static func render(_ timeline: Timeline, title: String? = nil) -> String {
        let layout = TimelineLayout(timeline)
        let heading = title.map { "\($0): recognizer states over time" } ?? "Recognizer states over time"
        var svg = SVGText()
        svg.line("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(layout.width)) \(n(layout.height))\" "
                 + "width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" role=\"img\" aria-labelledby=\"timeline-title timeline-desc\" "
                 + "font-family=\"sans-serif\">")
        svg.line("<title id=\"timeline-title\">\(escape(heading))</title>")
        svg.line("<desc id=\"timeline-desc\">\(escape(description(of: timeline)))</desc>")
        svg.line("<rect x=\"0\" y=\"0\" width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" fill=\"#ffffff\"/>")
        svg.line("<text class=\"heading\" x=\"\(n(TimelineLayout.margin))\" y=\"22\" font-size=\"16\" font-weight=\"bold\" fill=\"#222222\">\(escape(heading))</text>")
        // Every other lane on a light stripe, under the axis's lines so that they cross every lane.
        for index in timeline.lanes.indices where index % 2 == 1 {
            svg.line("<rect class=\"stripe\" x=\"0\" y=\"\(n(layout.laneTop(index)))\" width=\"\(n(layout.width))\" "
                     + "height=\"\(n(TimelineLayout.laneHeight))\" fill=\"#f3f3f3\"/>")
        }
        drawAxis(layout, into: &svg)
        for (index, lane) in timeline.lanes.enumerated() { drawLane(lane, at: index, layout, into: &svg) }
        for wait in timeline.waits { drawWait(wait, timeline, layout, into: &svg) }
        drawLegend(layout, into: &svg)
        svg.line("</svg>")
        return svg.text
    }

    /// One sentence per lane and wait, for the document's `<desc>`.
    static func description(of timeline: Timeline) -> String {
        let span = "From \(TimelineLayout.milliseconds(0)) to \(TimelineLayout.milliseconds(timeline.end - timeline.start)), "
            + "\(timeline.lanes.count) recognizer\(timeline.lanes.count == 1 ? "" : "s")"
        let waits = timeline.waits.map { "\($0.summary)." }
        return ([span + "."] + waits).joined(separator: " ")
    }

    // MARK: The axis

    private static func drawAxis(_ layout: TimelineLayout, into svg: inout SVGText) {
        let top = TimelineLayout.axisY, bottom = layout.lanesBottom
        svg.line("<g class=\"axis\" font-size=\"12\" fill=\"#444444\" stroke=\"#cccccc\">")
        svg.line("<title>Time in milliseconds since the picture starts</title>")
        for tick in layout.ticks {
            let x = layout.x(layout.timeline.start + tick / 1000)
            svg.line("<line x1=\"\(n(x))\" y1=\"\(n(top))\" x2=\"\(n(x))\" y2=\"\(n(bottom))\" stroke-width=\"1\"/>")
            svg.line("<text x=\"\(n(x))\" y=\"\(n(top - 6))\" text-anchor=\"middle\" stroke=\"none\">\(SVGValues.number(tick)) ms</text>")
        }
        svg.line("</g>")
    }

    // MARK: Lanes

    private static func drawLane(_ lane: TimelineLane, at index: Int, _ layout: TimelineLayout, into svg: inout SVGText) {
        let top = layout.laneTop(index), mid = top + TimelineLayout.barY + TimelineLayout.barHeight / 2
        let name = escape(lane.recognizer)
        svg.line("<g class=\"lane\" data-recognizer=\"\(name)\">")
        svg.line("<title>\(name)</title>")
        svg.line("<text class=\"name\" x=\"\(n(layout.plotLeft - 10))\" y=\"\(n(mid + 4.5))\" text-anchor=\"end\" font-size=\"13\" fill=\"#222222\">\(name)</text>")
        for segment in lane.segments {
            let style = TimelineStyle.state(segment.state)
            let x = layout.x(segment.start), width = Swift.max(layout.x(segment.end) - x, 1)
            let span = "\(TimelineLayout.milliseconds(segment.start - layout.timeline.start))–\(TimelineLayout.milliseconds(segment.end - layout.timeline.start))"
            svg.line("<rect class=\"state\" data-state=\"\(segment.state)\" x=\"\(n(x))\" y=\"\(n(top + TimelineLayout.barY))\" width=\"\(n(width))\" "
                     + "height=\"\(n(TimelineLayout.barHeight))\" fill=\"\(style.fill)\" stroke=\"\(style.stroke)\" stroke-width=\"1\">"
                     + "<title>\(name): \(style.label) \(span)</title></rect>")
        }
        for marker in lane.markers {
            drawMarker(marker, x: layout.x(marker.time), y: mid, recognizer: lane.recognizer,
                       at: TimelineLayout.milliseconds(marker.time - layout.timeline.start), into: &svg)
        }
        svg.line("</g>")
    }

    private static func drawMarker(_ marker: TimelineMarker, x: Double, y: Double, recognizer: String, at time: String, into svg: inout SVGText) {
        let style = TimelineStyle.marker(marker.kind)
        var what = style.label
        switch marker.kind {
        case .failed(let reason), .cancelled(let reason): what += " (\(reason))"
        default: break
        }
        svg.line("<g class=\"marker\" data-marker=\"\(style.name)\">"
                 + TimelineStyle.shape(marker.kind, x: x, y: y)
                 + "<title>\(escape(recognizer)) \(escape(what)) at \(time)</title></g>")
    }

    // MARK: Waits

    private static func drawWait(_ wait: TimelineWait, _ timeline: Timeline, _ layout: TimelineLayout, into svg: inout SVGText) {
        guard let waiter = timeline.lanes.firstIndex(where: { $0.recognizer == wait.waiter }) else { return }
        let blocker = timeline.lanes.firstIndex { $0.recognizer == wait.blocker }
        let top = layout.laneTop(waiter) + TimelineLayout.waitY
        let x1 = layout.x(wait.start), x2 = Swift.max(layout.x(wait.end), x1 + 1)
        let start = layout.timeline.start
        let title = "\(wait.summary) (from \(TimelineLayout.milliseconds(wait.start - start)) to \(TimelineLayout.milliseconds(wait.end - start)))"
        svg.line("<g class=\"wait\" data-waiter=\"\(escape(wait.waiter))\" data-blocker=\"\(escape(wait.blocker))\" data-outcome=\"\(wait.outcome)\">")
        svg.line("<title>\(escape(title))</title>")
        svg.line("<rect x=\"\(n(x1))\" y=\"\(n(top))\" width=\"\(n(x2 - x1))\" height=\"\(n(TimelineLayout.waitHeight))\" "
                 + "fill=\"\(TimelineStyle.waitFill)\" stroke=\"\(TimelineStyle.waitStroke)\" stroke-width=\"1\" stroke-dasharray=\"3 2\"/>")
        let label = "waits for \(wait.blocker)"
        if x2 - x1 > TimelineLayout.textWidth(label, size: 12) + 8 {
            svg.line("<text x=\"\(n(x1 + 4))\" y=\"\(n(top + TimelineLayout.waitHeight - 2))\" font-size=\"12\" fill=\"#222222\">\(escape(label))</text>")
        }
        if let blocker, wait.outcome == .released || wait.outcome == .denied {
            // The decision that settles the wait comes from the blocker's lane: an arrow from there.
            let from = layout.laneTop(blocker) + TimelineLayout.barY + TimelineLayout.barHeight / 2
            let to = blocker < waiter ? top : top + TimelineLayout.waitHeight
            let colour = wait.outcome == .released ? TimelineStyle.releasedArrow : TimelineStyle.deniedArrow
            let head = blocker < waiter ? -6.0 : 6.0
            svg.line("<path class=\"settled\" d=\"M\(n(x2)),\(n(from)) L\(n(x2)),\(n(to))\" stroke=\"\(colour)\" stroke-width=\"2\" fill=\"none\"/>")
            svg.line("<path d=\"M\(n(x2 - 4)),\(n(to + head)) L\(n(x2)),\(n(to)) L\(n(x2 + 4)),\(n(to + head)) Z\" fill=\"\(colour)\"/>")
        }
        svg.line("</g>")
    }

    // MARK: The legend

    private static func drawLegend(_ layout: TimelineLayout, into svg: inout SVGText) {
        var x = TimelineLayout.margin, y = layout.lanesBottom + 28
        svg.line("<g class=\"legend\" font-size=\"12\" fill=\"#222222\">")
        svg.line("<title>Legend</title>")
        for state in TimelineStyle.legendStates {
            let style = TimelineStyle.state(state)
            svg.line("<g class=\"entry\" data-state=\"\(state)\"><rect x=\"\(n(x))\" y=\"\(n(y - 11))\" width=\"22\" height=\"14\" fill=\"\(style.fill)\" stroke=\"\(style.stroke)\"/>"
                     + "<text x=\"\(n(x + 28))\" y=\"\(n(y))\">\(style.label)</text></g>")
            x += 28 + TimelineLayout.textWidth(style.label, size: 12) + 18
        }
        svg.line("<g class=\"entry\" data-wait=\"wait\"><rect x=\"\(n(x))\" y=\"\(n(y - 9))\" width=\"22\" height=\"\(n(TimelineLayout.waitHeight))\" "
                 + "fill=\"\(TimelineStyle.waitFill)\" stroke=\"\(TimelineStyle.waitStroke)\" stroke-dasharray=\"3 2\"/>"
                 + "<text x=\"\(n(x + 28))\" y=\"\(n(y))\">waits for another to fail</text></g>")
        x = TimelineLayout.margin
        y += 24
        for kind in TimelineStyle.legendMarkers {
            let style = TimelineStyle.marker(kind)
            svg.line("<g class=\"entry\" data-marker=\"\(style.name)\">" + TimelineStyle.shape(kind, x: x + 8, y: y - 4)
                     + "<text x=\"\(n(x + 20))\" y=\"\(n(y))\">\(style.legend)</text></g>")
            x += 20 + TimelineLayout.textWidth(style.legend, size: 12) + 18
        }
        for (colour, label) in [(TimelineStyle.releasedArrow, "released: it failed"), (TimelineStyle.deniedArrow, "denied: it was recognized")] {
            svg.line("<g class=\"entry\"><path d=\"M\(n(x + 8)),\(n(y - 12)) L\(n(x + 8)),\(n(y + 2))\" stroke=\"\(colour)\" stroke-width=\"2\"/>"
                     + "<text x=\"\(n(x + 20))\" y=\"\(n(y))\">\(label)</text></g>")
            x += 20 + TimelineLayout.textWidth(label, size: 12) + 18
        }
        svg.line("</g>")
    }

    // MARK: Text

    /// Shorthands for `SVGValues`, which the trace's picture shares.
    static func n(_ value: Double) -> String { SVGValues.rounded(value) }
    static func escape(_ text: String) -> String { SVGValues.escaped(text) }
}

/// The lines of a document being written.
struct SVGText {
    private(set) var text = ""

    mutating func line(_ line: String) {
        text += line
        text += "\n"
    }
}
