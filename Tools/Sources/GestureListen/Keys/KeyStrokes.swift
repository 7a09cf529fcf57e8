/// What a binding types through the virtual keyboard: one or more chords, one after the
/// other. `ctrl+alt+Left` is one chord (pressed in order, released in reverse);
/// `ctrl+c ctrl+v` two.
public struct KeyStrokes: Hashable, Sendable, CustomStringConvertible {
    /// The chords, in order; each lists its keys' Linux codes in the order they are pressed.
    public var chords: [[UInt16]]

    /// Strokes of `chords`.
    public init(chords: [[UInt16]]) {
        self.chords = chords
    }

    /// Reads `ctrl+alt+Left` or `ctrl+c ctrl+v` (chords separated by spaces, keys by `+`).
    /// Throws the unknown name, or an empty chord, as a message.
    public init(parsing text: String) throws(KeyNameError) {
        var chords: [[UInt16]] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            // "ctrl++" is ctrl and the + key: a trailing empty part after a "+" names "+".
            var names = word.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
            if word.count > 1 && word.hasSuffix("++") { names.removeLast(2); names.append("plus") }
            var chord: [UInt16] = []
            for name in names {
                guard !name.isEmpty else { throw KeyNameError("\"\(word)\" has an empty key name (write ctrl+alt+Left)") }
                guard let code = KeyName.code(named: name) else {
                    throw KeyNameError("\"\(name)\" is not a key name (Linux names such as KEY_LEFTCTRL, with or without KEY_, or names such as \(KeyName.examples))")
                }
                guard !chord.contains(code) else { throw KeyNameError("\"\(word)\" names \(name) twice") }
                chord.append(code)
            }
            chords.append(chord)
        }
        guard !chords.isEmpty else { throw KeyNameError("no keys given (write ctrl+alt+Left, or several chords separated by spaces)") }
        self.chords = chords
    }

    /// A mouse button by name: `left`, `right`, `middle`, `side`, `extra`.
    public init(button name: String) throws(KeyNameError) {
        guard let code = KeyName.buttons[name.lowercased()] else {
            throw KeyNameError("\"\(name)\" is not a button (left, right, middle, side or extra)")
        }
        chords = [[code]]
    }

    /// Every code the strokes use.
    public var codes: Set<UInt16> { Set(chords.joined()) }

    /// `KEY_LEFTCTRL+KEY_LEFTALT+KEY_LEFT`, chords separated by spaces: the exact keys, for
    /// `--dry-run`.
    public var description: String {
        chords.map { $0.map(KeyName.linuxName(of:)).joined(separator: "+") }.joined(separator: " ")
    }
}

/// A key or button name that cannot be read.
public struct KeyNameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
