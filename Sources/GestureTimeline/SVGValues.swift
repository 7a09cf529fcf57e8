/// Numbers and text as this package's SVG pictures write them. The timeline (`TimelineSVG`)
/// and GestureTraces' picture of a trace (`SVGRenderer`, whose module imports this one) both
/// use these, so the two print the same digits and escape the same characters. `package`,
/// not `public`: a detail of the files written, not API.
package enum SVGValues {
    /// `value` without a trailing `.0` and with the decimals it has; `0` when it is not
    /// finite (no coordinate should be, but a drawing must not stop on one). From 10¹⁵ up
    /// (and for every fraction) Swift's own description, which switches to exponent notation
    /// at 2⁵³, where whole numbers stop being exact: no conversion to `Int64` can trap.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), value.magnitude < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// `value` rounded to at most two decimals, then written as `number(_:)` writes it:
    /// coordinates, sizes and opacities, compact and stable from run to run.
    package static func rounded(_ value: Double) -> String { number((value * 100).rounded() / 100) }

    /// `text` with XML's special characters escaped, for text and double-quoted attribute
    /// values. Scalar by scalar, not by `Character`: a quote followed by a combining mark is
    /// one `Character`, but still a quote to an XML parser. Control characters other than
    /// tab, line feed and carriage return cannot appear in XML 1.0 at all, not even escaped
    /// (a device name or a file name may hold one): each becomes U+FFFD.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
