/// Text quoted from a file or a command line, made safe to show in a terminal.
///
/// ```swift
/// VisibleText.escaping("unknown key \"\u{A0}run\"")  // unknown key "\u{A0}run"
/// VisibleText.escaping("title\u{1B}]0;owned\u{7}")   // title\u{1B}]0;owned\u{7}
/// ```
///
/// Messages quote what a user wrote, and what a user wrote can hold characters that show as
/// nothing or as a plain space (a no-break space before `run`, a zero-width space after `up`),
/// which make `unknown key " run"` unreadable, and escape sequences, which retitle or recolour
/// the terminal that shows them. Such characters are written as `\u{A0}`. Joiners inside an
/// emoji sequence or a Persian word, and a flag's tag characters, are part of what shows and
/// are kept: the trade-off is that a joiner after a non-ASCII character passes unescaped.
public enum VisibleText {
    /// The text with its invisible characters written as `\u{…}`: control characters (but,
    /// when `keepingLineBreaks`, line feeds and tabs), format characters, line and paragraph
    /// separators, and spaces other than U+0020.
    public static func escaping(_ text: String, keepingLineBreaks: Bool = false) -> String {
        var shown = String.UnicodeScalarView()
        var previous: Unicode.Scalar?  // the last scalar shown as itself
        for scalar in text.unicodeScalars {
            if keepingLineBreaks && (scalar == "\n" || scalar == "\t") || isPartOfWhatShows(scalar, after: previous) {
                shown.append(scalar)
                previous = scalar
                continue
            }
            switch scalar.properties.generalCategory {
            case .format, .control, .lineSeparator, .paragraphSeparator:
                shown.append(contentsOf: escaped(scalar))
            case .spaceSeparator where scalar != " ":
                shown.append(contentsOf: escaped(scalar))
            default:
                shown.append(scalar)
                previous = scalar
                continue
            }
            previous = nil
        }
        return String(shown)
    }

    /// A joiner after a visible non-ASCII character, or a tag character after the black
    /// flag or another tag.
    private static func isPartOfWhatShows(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
        guard let previous else { return false }
        if scalar == "\u{200C}" || scalar == "\u{200D}" {
            return previous.value > 0x7F && !previous.properties.isWhitespace
                && previous != "\u{200C}" && previous != "\u{200D}"
        }
        if (0xE0020...0xE007F).contains(scalar.value) {
            return previous == "\u{1F3F4}" || (0xE0020...0xE007F).contains(previous.value)
        }
        return false
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String.UnicodeScalarView {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars
    }
}
