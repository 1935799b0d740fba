/// Text for the terminal: a file name or value holding a newline, a carriage return or
/// another control character could otherwise forge a diagnostic line of its own, or move
/// the cursor; a bidi control could make a line read differently than it is, and a
/// zero-width space would not be seen at all. They are printed escaped (`\n`, `\u{202E}`).
enum TerminalText {
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else { out.unicodeScalars.append(scalar); continue }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return InvisibleText.isBidiControl(scalar) || (InvisibleText.isZeroWidth(scalar) && !InvisibleText.isJoiner(scalar))
        }
    }
}
