import GestureTimeline
import Testing

/// How both SVG pictures (the timeline and the trace) write numbers and escape text: what a
/// name from someone else's recording or file may hold must still make well-formed XML.
@Suite("SVG values: numbers and escaped text")
struct SVGValuesTests {
    @Test("Whole numbers without a trailing .0, decimals as they are; from 10¹⁵ up Swift's description, which never traps")
    func numbers() {
        #expect(SVGValues.number(12) == "12" && SVGValues.number(-3) == "-3" && SVGValues.number(0) == "0")
        #expect(SVGValues.number(2.5) == "2.5")
        #expect(SVGValues.number(999_999_999_999_999) == "999999999999999")
        #expect(SVGValues.number(1e15) == String(1e15))
        #expect(SVGValues.number(1e19) == String(1e19) && SVGValues.number(1e19).contains("e"))  // past Int64: no trap
    }

    @Test("A coordinate that is not finite is written as 0 instead of stopping the drawing")
    func notFinite() {
        #expect(SVGValues.number(.infinity) == "0" && SVGValues.number(-.infinity) == "0" && SVGValues.number(.nan) == "0")
        #expect(SVGValues.rounded(.nan) == "0")
    }

    @Test("Rounded to at most two decimals")
    func rounded() {
        #expect(SVGValues.rounded(1.234) == "1.23" && SVGValues.rounded(1.236) == "1.24")
        #expect(SVGValues.rounded(3.14159) == "3.14" && SVGValues.rounded(2.999) == "3" && SVGValues.rounded(-0.126) == "-0.13")
    }

    @Test("XML's special characters escaped, scalar by scalar: a quote before a combining mark too")
    func escaping() {
        #expect(SVGValues.escaped(#"a&b<c>d"e"#) == "a&amp;b&lt;c&gt;d&quot;e")
        #expect(SVGValues.escaped("\"\u{301}") == "&quot;\u{301}")
        #expect(SVGValues.escaped("Wacom ISDv4 E6 Finger — ü") == "Wacom ISDv4 E6 Finger — ü")
    }

    @Test("Control characters XML 1.0 forbids become U+FFFD; tab, line feed and carriage return stay")
    func controlCharacters() {
        #expect(SVGValues.escaped("a\u{0}b\u{1B}c\u{1F}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        #expect(SVGValues.escaped("a\tb\nc\rd") == "a\tb\nc\rd")
        #expect(SVGValues.escaped(" ") == " ")
    }
}
